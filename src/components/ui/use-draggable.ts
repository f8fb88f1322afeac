/** Lets the user move a dialog by dragging its handle; the offset is written to the element's style from script. */
import { useCallback, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';

export function useDraggable(target: RefObject<HTMLElement | null>) {
  const offset = useRef({ x: 0, y: 0 });
  const start = useRef<{ x: number; y: number } | null>(null);

  const move = useCallback(
    (x: number, y: number) => {
      offset.current = { x, y };
      target.current?.style.setProperty('translate', `${x}px ${y}px`);
    },
    [target],
  );

  const onPointerDown = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button')) return;
    start.current = { x: event.clientX - offset.current.x, y: event.clientY - offset.current.y };
    event.currentTarget.setPointerCapture(event.pointerId);
  }, []);

  const onPointerMove = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (start.current) move(event.clientX - start.current.x, event.clientY - start.current.y);
    },
    [move],
  );

  const onPointerUp = useCallback(() => {
    start.current = null;
  }, []);

  const reset = useCallback(() => move(0, 0), [move]);

  return { handleProps: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp }, reset };
}
