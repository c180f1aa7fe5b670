import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnboardingCarousel, SLIDE_INTERVAL_MS } from './OnboardingCarousel';

// fireEvent rather than user-event: user-event waits on a timer that fake timers never run.
function renderCarousel() {
  render(
    <MantineProvider>
      <OnboardingCarousel />
    </MantineProvider>,
  );
  return { status: () => screen.getByRole('status') };
}

const tabs = () => screen.getAllByRole('tab');
const click = (name: string, role: 'button' | 'tab' = 'button') => fireEvent.click(screen.getByRole(role, { name }));
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
const nextInterval = () => act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));

/** Only the media queries naming `feature` match: `prefers-reduced-motion`, or `hover: hover` (a mouse). */
function mediaMatches(feature: string) {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({ ...matchMedia(query), matches: query.includes(feature) }));
}

describe('onboarding carousel', () => {
  afterEach(() => vi.useRealTimers());

  it('tells a screen reader in Spanish which slide it shows, and moves on by itself every interval, wrapping around', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { status } = renderCarousel();

    const carousel = screen.getByRole('region', { name: 'Recorrido de bienvenida' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(status()).toHaveTextContent(/^Diapositiva 1 de 3$/);
    expect(status()).toHaveAttribute('aria-live', 'polite');
    expect(
      within(carousel)
        .getAllByRole('group')
        .map((slide) => [slide.getAttribute('aria-roledescription'), slide.ariaLabel]),
    ).toEqual([
      ['diapositiva', '1 de 3'],
      ['diapositiva', '2 de 3'],
      ['diapositiva', '3 de 3'],
    ]);
    expect(screen.getByRole('tablist', { name: 'Diapositivas' })).toBeInTheDocument();
    expect(tabs().map((tab) => [tab.ariaLabel, tab.ariaSelected])).toEqual([
      ['Ir a la diapositiva 1', 'true'],
      ['Ir a la diapositiva 2', 'false'],
      ['Ir a la diapositiva 3', 'false'],
    ]);

    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS - 1));
    expect(status()).toHaveTextContent('Diapositiva 1 de 3');
    act(() => vi.advanceTimersByTime(1));
    expect(status()).toHaveTextContent('Diapositiva 2 de 3');
    expect(tabs()[1]).toHaveAttribute('aria-selected', 'true');
    nextInterval();
    expect(status()).toHaveTextContent('Diapositiva 3 de 3');
    nextInterval();
    expect(status()).toHaveTextContent('Diapositiva 1 de 3');
    expect(document.body).not.toHaveTextContent(/Slide|Carousel/i);
  });

  it('goes back and forth with the arrows, the indicators and the keyboard, wrapping around', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { status } = renderCarousel();

    click('Diapositiva anterior');
    expect(status()).toHaveTextContent('Diapositiva 3 de 3');
    click('Diapositiva siguiente');
    expect(status()).toHaveTextContent('Diapositiva 1 de 3');
    click('Ir a la diapositiva 3', 'tab');
    expect(status()).toHaveTextContent('Diapositiva 3 de 3');

    // The selected indicator is the one in the tab order; arrows move the slide and the focus with it.
    const selectedTab = tabs()[2]!;
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
    act(() => selectedTab.focus());
    press('ArrowRight');
    expect(status()).toHaveTextContent('Diapositiva 1 de 3');
    expect(tabs()[0]).toHaveFocus();
    press('ArrowLeft');
    expect(status()).toHaveTextContent('Diapositiva 3 de 3');
    press('Home');
    expect(status()).toHaveTextContent('Diapositiva 1 de 3');
    press('End');
    expect(status()).toHaveTextContent('Diapositiva 3 de 3');
    expect(tabs()[2]).toHaveFocus();

    // While keyboard focus is on it, it stays where the person put it.
    nextInterval();
    nextInterval();
    expect(status()).toHaveTextContent('Diapositiva 3 de 3');
  });

  it('rests while a mouse is on it, and moves on again when it leaves', () => {
    mediaMatches('hover: hover');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { status } = renderCarousel();
    const carousel = screen.getByRole('region', { name: 'Recorrido de bienvenida' });

    fireEvent.mouseEnter(carousel);
    nextInterval();
    expect(status()).toHaveTextContent('Diapositiva 1 de 3');
    fireEvent.mouseLeave(carousel);
    nextInterval();
    expect(status()).toHaveTextContent('Diapositiva 2 de 3');
  });

  it('does not move by itself when the system asks for reduced motion', () => {
    mediaMatches('prefers-reduced-motion');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { status } = renderCarousel();

    nextInterval();
    nextInterval();
    expect(status()).toHaveTextContent('Diapositiva 1 de 3');
    click('Diapositiva siguiente');
    expect(status()).toHaveTextContent('Diapositiva 2 de 3');
  });
});
