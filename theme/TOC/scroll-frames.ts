/**
 * Runs `measure` now and then once per animation frame at most while the page scrolls or
 * resizes (scroll events fire far more often than frames); returns the removal. Both TOC
 * highlights measure headings this way.
 */
export function onScrollFrames(measure: () => void): () => void {
  let frame = 0;
  const update = () => {
    frame = 0;
    measure();
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(update);
  };
  measure();
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    if (frame !== 0) cancelAnimationFrame(frame);
  };
}
