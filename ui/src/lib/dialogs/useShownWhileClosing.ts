import { useState } from 'react';

/**
 * What a modal opened for `subject` draws: the subject while it is open, and the last one while
 * the modal fades out after `subject` went back to null, so that its content does not empty under
 * the user's eyes. Mantine unmounts a modal's content once it has closed, so the next opening starts
 * afresh even for the same subject.
 */
export function useShownWhileClosing<Subject>(subject: Subject | null): Subject | null {
  const [last, setLast] = useState(subject);
  if (subject !== null && subject !== last) setLast(subject);
  return subject ?? last;
}
