import { z } from 'zod';

/** A step's slug as guideSteps makes it. */
const stepSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Ticking or unticking one step of a purchase's checklist (the « Déployer » page's forms). */
export const checklistTickInput = z
  .object({
    step: z.string().trim().min(1, 'step_invalid').max(100, 'step_invalid').regex(stepSlugPattern, 'step_invalid'),
    ticked: z.boolean(),
  })
  .strict();

export type ChecklistTickInput = z.output<typeof checklistTickInput>;
