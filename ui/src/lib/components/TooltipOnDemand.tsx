import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, useRef, useState, type ReactElement, type Ref, type SyntheticEvent } from 'react';

type Handler = (event: SyntheticEvent) => void;
type TargetProps = Partial<
  Record<'onMouseEnter' | 'onMouseLeave' | 'onFocus' | 'onBlur' | 'onTouchStart' | 'onTouchEnd' | 'onTouchCancel', Handler>
> & {
  ref?: Ref<HTMLElement>;
};

interface TooltipOnDemandProps extends Omit<TooltipProps, 'children' | 'target' | 'opened' | 'defaultOpened' | 'ref'> {
  /** One element that takes a ref and mouse, focus and touch handlers (Mantine's own rule for a tooltip's target). */
  children: ReactElement<TargetProps>;
}

/**
 * Mantine's Tooltip, built the first time its target is hovered, focused or touched (as its `events`
 * say; Mantine's default is hover only). A tooltip costs the screen that draws it floating-ui's
 * hooks, a portal, a transition and a second render once placed; the board draws two on each card
 * and the clients' list six on each row, and almost none is ever looked at.
 * The target itself is never drawn again (a tap or a click that built the tooltip still lands on it):
 * the tooltip hangs on it by ref, shown while it is hovered, focused or pressed.
 */
export function TooltipOnDemand({ children, events, ...tooltip }: TooltipOnDemandProps) {
  const [shown, setShown] = useState(false);
  const [built, setBuilt] = useState(false);
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  const { hover = true, focus = false, touch = false } = events ?? {};

  const toggle = (show: boolean, own: Handler | undefined) => (event: SyntheticEvent) => {
    own?.(event);
    setShown(show);
    if (show) setBuilt(true);
  };
  const { onMouseEnter, onMouseLeave, onFocus, onBlur, onTouchStart, onTouchEnd, onTouchCancel } = children.props;
  return (
    <>
      {cloneElement(children, {
        ref,
        ...(hover && { onMouseEnter: toggle(true, onMouseEnter), onMouseLeave: toggle(false, onMouseLeave) }),
        ...(focus && { onFocus: toggle(true, onFocus), onBlur: toggle(false, onBlur) }),
        ...(touch && {
          onTouchStart: toggle(true, onTouchStart),
          onTouchEnd: toggle(false, onTouchEnd),
          onTouchCancel: toggle(false, onTouchCancel),
        }),
      })}
      {built && <Tooltip {...tooltip} target={target} opened={shown} />}
    </>
  );
}
