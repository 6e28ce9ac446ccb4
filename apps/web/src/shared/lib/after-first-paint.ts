/**
 * Settles once the browser has painted the page the server sent (a frame, then a task), or after
 * 100 ms where frames do not run (a hidden tab), so what comes next never delays that first paint.
 */
export const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 100);
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
