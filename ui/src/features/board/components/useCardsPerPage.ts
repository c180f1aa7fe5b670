import { useLayoutEffect, useRef, useState } from 'react';
import { cardsPerPage } from './wallPaging';

/**
 * How many cards of `cardUnits` wall units, `gapUnits` apart, fit in the element the ref is put on,
 * measured before the first paint and again whenever its size changes. The element's font size must
 * be one wall unit: that is how the unit is read in pixels.
 */
export function useCardsPerPage<Element extends HTMLElement>(cardUnits: number, gapUnits: number) {
  const ref = useRef<Element>(null);
  const [perPage, setPerPage] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const unit = parseFloat(getComputedStyle(element).fontSize);
      setPerPage(cardsPerPage({ height: element.getBoundingClientRect().height, cardHeight: unit * cardUnits, gap: unit * gapUnits }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [cardUnits, gapUnits]);
  return { ref, perPage };
}
