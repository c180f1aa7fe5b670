import '@mantine/carousel/styles.css';
import { Carousel } from '@mantine/carousel';
import { Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { uiMessages } from '@lavado/shared/messages/ui';
import { IconHeadset, IconMenu2, IconUserCircle } from '@tabler/icons-react';
import Autoplay from 'embla-carousel-autoplay';
import { useRef } from 'react';

/** docs/specification.md#constants: slides change every 5000 ms and wrap around. */
export const SLIDE_INTERVAL_MS = 5000;

const slideIcons = [IconMenu2, IconUserCircle, IconHeadset] as const;
const texts = uiMessages.layout.onboarding;
const slides = texts.slides.map((slide, index) => ({ ...slide, Icon: slideIcons[index] ?? IconMenu2 }));

/** The three onboarding slides: top menu, profile, support. Its own chunk: only new users load it. */
export function OnboardingCarousel() {
  const autoplay = useRef(Autoplay({ delay: SLIDE_INTERVAL_MS }));
  return (
    <Carousel
      withIndicators
      emblaOptions={{ loop: true }}
      plugins={[autoplay.current]}
      slideSize="100%"
      // Mantine's own labels are English.
      previousControlProps={{ 'aria-label': texts.previousSlide }}
      nextControlProps={{ 'aria-label': texts.nextSlide }}
      getIndicatorProps={(index) => ({ 'aria-label': texts.goToSlide(index + 1) })}
      styles={{ indicator: { background: 'var(--mantine-color-blue-filled)' } }}
    >
      {slides.map(({ title, text, Icon }) => (
        <Carousel.Slide key={title}>
          {/* Room at the sides for the arrows and below for the indicators, whatever the text's length. */}
          <Stack align="center" justify="center" gap="sm" mih={220} h="100%" px={48} pt="md" pb={40} ta="center">
            <ThemeIcon size={64} radius="xl" variant="light">
              <Icon size={36} />
            </ThemeIcon>
            <Title order={3}>{title}</Title>
            <Text c="dimmed">{text}</Text>
          </Stack>
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
