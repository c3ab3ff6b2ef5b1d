/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: work that would otherwise run as one long task (issue 12: total blocking time).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
