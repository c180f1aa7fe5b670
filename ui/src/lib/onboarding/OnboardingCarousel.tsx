import { Box, Stack, Text, ThemeIcon, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useId, useMediaQuery, useReducedMotion } from '@mantine/hooks';
import { layoutMessages } from '@lavado/shared/messages/layout';
import { IconChevronLeft, IconChevronRight, IconHeadset, IconMenu2, IconUserCircle } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import classes from './OnboardingCarousel.module.css';

/** docs/specification.md#constants: slides change every 5000 ms and wrap around. */
export const SLIDE_INTERVAL_MS = 5000;

const slideIcons = [IconMenu2, IconUserCircle, IconHeadset] as const;
const texts = layoutMessages.onboarding;
const slides = texts.slides.map((slide, index) => ({ ...slide, Icon: slideIcons[index] ?? IconMenu2 }));

type Move = 'previous' | 'next' | number;
const moveByKey: Partial<Record<string, Move>> = { ArrowLeft: 'previous', ArrowRight: 'next', Home: 0, End: slides.length - 1 };

// A click must not leave focus on a control: focus inside the carousel pauses it (keyboard users).
const keepFocus = (event: MouseEvent) => event.preventDefault();

/**
 * The three onboarding slides: top menu, profile, support. Its own chunk: only new users load it.
 * Our own, on Embla, so that a screen reader hears Spanish (the WAI-ARIA carousel pattern): a
 * polite status names the slide shown, rotation pauses while a mouse or keyboard focus is on it
 * and never starts when the system asks for reduced motion.
 */
export function OnboardingCarousel() {
  const id = useId();
  const reducedMotion = useReducedMotion(false, { getInitialValueInEffect: false });
  // A touch screen has no pointer to leave the carousel again: a tap would pause it for good.
  const mouse = useMediaQuery('(hover: hover) and (pointer: fine)', false, { getInitialValueInEffect: false });
  const plugins = useMemo(
    () =>
      reducedMotion
        ? []
        : [
            Autoplay({
              delay: SLIDE_INTERVAL_MS,
              stopOnInteraction: false,
              stopOnMouseEnter: mouse,
              rootNode: (viewport) => viewport.parentElement,
            }),
          ],
    [reducedMotion, mouse],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const showSelected = () => setSelected(embla.selectedScrollSnap());
    showSelected();
    embla.on('select', showSelected);
    return () => {
      embla.off('select', showSelected);
    };
  }, [embla]);

  /** Moves as the person asked and gives them a whole interval on the new slide. */
  const move = (to: Move) => {
    if (!embla) return;
    if (to === 'previous') embla.scrollPrev(reducedMotion);
    else if (to === 'next') embla.scrollNext(reducedMotion);
    else embla.scrollTo(to, reducedMotion);
    embla.plugins().autoplay?.reset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const to = moveByKey[event.key];
    if (to === undefined || !embla) return;
    event.preventDefault();
    move(to);
    // On the indicators, focus follows the slide (the tabs pattern's arrow keys).
    if (event.target instanceof HTMLElement && event.target.getAttribute('role') === 'tab')
      document.getElementById(`${id}-tab-${embla.selectedScrollSnap()}`)?.focus();
  };
  const pause = () => embla?.plugins().autoplay?.stop();
  const resume = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) embla?.plugins().autoplay?.play();
  };

  return (
    <Box
      id={id}
      className={classes.root}
      role="region"
      aria-roledescription={texts.carouselRole}
      aria-label={texts.carousel}
      onKeyDown={onKeyDown}
      onFocus={pause}
      onBlur={resume}
    >
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {texts.slideStatus(selected + 1, slides.length)}
      </VisuallyHidden>
      <div className={classes.controls}>
        <UnstyledButton
          className={classes.control}
          aria-label={texts.previousSlide}
          aria-controls={id}
          onMouseDown={keepFocus}
          onClick={() => move('previous')}
        >
          <IconChevronLeft size={16} aria-hidden />
        </UnstyledButton>
        <UnstyledButton
          className={classes.control}
          aria-label={texts.nextSlide}
          aria-controls={id}
          onMouseDown={keepFocus}
          onClick={() => move('next')}
        >
          <IconChevronRight size={16} aria-hidden />
        </UnstyledButton>
      </div>
      <div className={classes.viewport} ref={viewportRef}>
        <div className={classes.container}>
          {slides.map(({ title, text, Icon }, index) => (
            <div
              key={title}
              id={`${id}-slide-${index}`}
              className={classes.slide}
              role="group"
              aria-roledescription={texts.slideRole}
              aria-label={texts.slideLabel(index + 1, slides.length)}
            >
              {/* Room at the sides for the arrows and below for the indicators, whatever the text's length. */}
              <Stack align="center" justify="center" gap="sm" mih={220} h="100%" px={48} pt="md" pb={40} ta="center">
                <ThemeIcon size={64} radius="xl" variant="light">
                  <Icon size={36} />
                </ThemeIcon>
                <Title order={3}>{title}</Title>
                <Text c="dimmed">{text}</Text>
              </Stack>
            </div>
          ))}
        </div>
      </div>
      <div className={classes.indicators} role="tablist" aria-label={texts.indicators}>
        {slides.map(({ title }, index) => (
          <UnstyledButton
            key={title}
            id={`${id}-tab-${index}`}
            className={classes.indicator}
            role="tab"
            aria-label={texts.goToSlide(index + 1)}
            aria-selected={index === selected}
            aria-controls={`${id}-slide-${index}`}
            tabIndex={index === selected ? 0 : -1}
            data-active={index === selected || undefined}
            onMouseDown={keepFocus}
            onClick={() => move(index)}
          />
        ))}
      </div>
    </Box>
  );
}
