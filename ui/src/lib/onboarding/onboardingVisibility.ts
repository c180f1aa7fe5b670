import type { Role } from '../session/roles';

interface OnboardingConditions {
  role: Role;
  /** The session's onBoard: false until the user closes the overlay; Ayuda sets it back to false. */
  onBoard: boolean;
  /** The platform's onboarding flag; undefined while the parameters are being read. */
  onboardingEnabled: boolean | undefined;
}

/** docs/specification.md#states-and-transitions: shown only when the platform flag is on and onBoard is false; never for the SA. */
export function shouldShowOnboarding({ role, onBoard, onboardingEnabled }: OnboardingConditions): boolean {
  return role !== 'SA' && onboardingEnabled === true && !onBoard;
}
