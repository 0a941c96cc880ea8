/**
 * The browser's next task: what the app's start-up steps and each read's request wait for, so the
 * work before them ends its task and a tap met meanwhile is handled in between.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
