// A Chakra tooltip whose state machine starts only when someone reaches for it. Chakra's
// Tooltip.Root mounts Ark UI's tooltip machine (with its positioner) at once, which cost a
// product card a few milliseconds of render and effects for a tooltip few cards ever show
// (web/README.md, "What a search costs in the browser"). Until then the trigger renders alone;
// the pointer resting on it for `openDelay`, or the keyboard's focus, mounts the tooltip open,
// and from then on it is Chakra's own (hover, focus, Escape, leaving).
import {
  cloneElement,
  useEffect,
  useRef,
  useState,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { Tooltip } from '@chakra-ui/react';

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (e: PointerEvent) => void;
  onPointerLeave?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
};

export function LazyTooltip({
  content,
  children,
  openDelay = 100,
}: {
  content: ReactNode;
  /** The trigger: one element that takes a ref and focus (e.g. a `Text` with `tabIndex={0}`). */
  children: ReactElement<TriggerProps>;
  openDelay?: number;
}) {
  // How the tooltip was reached: it mounts open, and a focused trigger keeps the focus.
  const [armed, setArmed] = useState<'pointer' | 'focus' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A press focuses the trigger too: that focus is the pointer's, whose rest arms the tooltip.
  const pressed = useRef(false);
  const trigger = useRef<HTMLElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    // The trigger was mounted again inside the tooltip: give it back the focus it had.
    if (armed === 'focus') trigger.current?.focus();
  }, [armed]);

  // The handlers touch the refs only when called.
  const onPointerEnter = (e: PointerEvent) => {
    // A touch is no rest of the pointer (Chakra's tooltip ignores it too).
    if (e.pointerType === 'touch') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setArmed('pointer'), openDelay);
  };
  const onPointerLeave = () => clearTimeout(timer.current);
  const onPointerDown = () => {
    pressed.current = true;
  };
  const onFocus = () => {
    if (pressed.current) pressed.current = false;
    else setArmed('focus');
  };

  if (!armed)
    // eslint-disable-next-line react-hooks/refs -- the handlers read the refs when called, not here
    return cloneElement(children, { onPointerEnter, onPointerLeave, onPointerDown, onFocus });
  return (
    <Tooltip.Root openDelay={openDelay} defaultOpen>
      <Tooltip.Trigger asChild>{cloneElement(children, { ref: trigger })}</Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{content}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
