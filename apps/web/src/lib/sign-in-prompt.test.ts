import { describe, expect, it, vi } from 'vitest';
import { listenForSignInPrompt, promptSignIn } from './sign-in-prompt.ts';

describe('the sign-in prompt', () => {
  it('opens for a prompt made before the account corner listened, once', () => {
    promptSignIn();
    const open = vi.fn();
    const stop = listenForSignInPrompt(open);
    expect(open).toHaveBeenCalledTimes(1);
    stop();
    const later = vi.fn();
    const stopLater = listenForSignInPrompt(later);
    expect(later).not.toHaveBeenCalled();
    promptSignIn();
    expect(later).toHaveBeenCalledTimes(1);
    stopLater();
  });
});
