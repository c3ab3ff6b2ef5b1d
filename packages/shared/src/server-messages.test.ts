import { describe, expect, it } from 'vitest';
import { arabicServerMessages, serverMessages, type ServerMessageKey } from './server-messages.ts';
import { localizeMessage } from './validation-messages.ts';

const keys = Object.keys(serverMessages) as ServerMessageKey[];
const arabicLetters = /[\u0600-\u06FF]/;

describe('server messages', () => {
  it.each(keys)('%s reaches an Arabic user in Arabic', (key) => {
    const arabic = localizeMessage(serverMessages[key], 'ar');
    expect(arabic).toMatch(arabicLetters);
    expect(arabic).not.toBe(serverMessages[key]);
    expect(arabicServerMessages[key]).toMatch(arabicLetters);
  });

  it('has an Arabic text for every constant and none for a constant that no longer exists', () => {
    expect(Object.keys(arabicServerMessages).sort()).toEqual([...keys].sort());
  });

  it('keeps each English text unique, so a message always maps back to its one constant', () => {
    expect(new Set(Object.values(serverMessages)).size).toBe(keys.length);
  });

  it("shows 'Username is already taken' in Arabic and leaves English as written", () => {
    expect(localizeMessage(serverMessages.usernameTaken, 'ar')).toBe('اسم المستخدم مستخدم بالفعل');
    expect(localizeMessage(serverMessages.usernameTaken, 'en')).toBe('Username is already taken');
  });
});
