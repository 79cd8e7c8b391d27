import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { type CropFrame, clampFrame, type ImageSize, initialFrame, zoomFrame } from './crop-geometry';

/** The picked file shown in a square stage of `stage` px: its object URL, its frame, drag and zoom. */
export function useCropFrame(file: File, stage: number) {
  const imageRef = useRef<HTMLImageElement>(null);
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [src, setSrc] = useState('');
  const [natural, setNatural] = useState<ImageSize | null>(null);
  const [frame, setFrame] = useState<CropFrame | null>(null);
  const [zoom, setZoom] = useState(1);

  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const onLoad = () => {
    const image = imageRef.current;
    if (!image) return;
    const measured = { width: image.naturalWidth, height: image.naturalHeight };
    setNatural(measured);
    setFrame(initialFrame(measured, stage));
  };
  const onZoom = (value: number) => {
    setZoom(value);
    if (frame && natural) setFrame(zoomFrame(frame, value, natural, stage));
  };
  const pointer = {
    onPointerDown: (event: PointerEvent) => {
      event.currentTarget.setPointerCapture(event.pointerId);
      drag.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: PointerEvent) => {
      const from = drag.current;
      if (!from || !frame || !natural) return;
      drag.current = { x: event.clientX, y: event.clientY };
      const moved = { ...frame, x: frame.x + event.clientX - from.x, y: frame.y + event.clientY - from.y };
      setFrame(clampFrame(moved, natural, stage));
    },
    onPointerUp: () => {
      drag.current = null;
    },
  };
  const placed = frame && natural ? { frame, natural } : null;
  return { imageRef, src, placed, zoom, onLoad, onZoom, pointer };
}
