import { z } from './zod.js';
import { messageViewSchema } from './chat.js';
import { LIMITS } from './limits.js';
import { authorSummarySchema, mediaTypeSchema } from './posts.js';

/** The specification's presets, each a flag of the filters object; at most one is on ('normal' when none). */
export const STORY_PRESETS = [
  'normal',
  'clarendon',
  'gingham',
  'moon',
  'lark',
  'reyes',
  'juno',
  'slumber',
  'crema',
  'ludwig',
  'aden',
  'perpetua',
] as const;
export type StoryPreset = (typeof STORY_PRESETS)[number];

/** The on/off effects a story may combine with a preset. */
export const STORY_EFFECTS = ['vintage', 'blackAndWhite', 'sepia', 'invert'] as const;
export type StoryEffect = (typeof STORY_EFFECTS)[number];

/** The fonts a text overlay may use: ones every desktop and phone has or falls back from sensibly. */
export const STORY_FONTS = ['Arial', 'Georgia', 'Times New Roman', 'Courier New', 'Verdana', 'Impact'] as const;
export type StoryFont = (typeof STORY_FONTS)[number];

export const STORY_DURATIONS = [10, 15, 30] as const;
export type StoryDuration = (typeof STORY_DURATIONS)[number];

const range = (min: number, max: number, fallback: number, message: string) =>
  z.number({ error: message }).min(min, message).max(max, message).default(fallback);
const flag = z.boolean({ error: 'story.filtersInvalid' }).default(false);

/**
 * The filters of a story, as the specification names them: sliders (brightness, contrast and
 * saturation −50..50, blur 0..10 px, hueRotate 0..360°, opacity 10..100 %), effect flags, and one
 * flag per preset. Missing keys take their neutral value; unknown keys are dropped.
 */
export const storyFiltersSchema = z
  .object(
    {
      brightness: range(-50, 50, 0, 'story.brightnessInvalid'),
      contrast: range(-50, 50, 0, 'story.contrastInvalid'),
      saturation: range(-50, 50, 0, 'story.saturationInvalid'),
      blur: range(0, 10, 0, 'story.blurInvalid'),
      hueRotate: range(0, 360, 0, 'story.hueRotateInvalid'),
      opacity: range(10, 100, 100, 'story.opacityInvalid'),
      ...(Object.fromEntries(STORY_EFFECTS.map((name) => [name, flag])) as Record<StoryEffect, typeof flag>),
      ...(Object.fromEntries(STORY_PRESETS.map((name) => [name, flag])) as Record<StoryPreset, typeof flag>),
    },
    { error: 'story.filtersInvalid' },
  )
  .refine((filters) => STORY_PRESETS.filter((name) => filters[name]).length <= 1, {
    message: 'story.onePreset',
  })
  .transform((filters) => (STORY_PRESETS.some((name) => filters[name]) ? filters : { ...filters, normal: true }));
export type StoryFilters = z.output<typeof storyFiltersSchema>;

/** Neutral filters: what a story shows with no filter chosen. */
export const DEFAULT_STORY_FILTERS: StoryFilters = storyFiltersSchema.parse({});

/** The preset a filters object has on ('normal' when none is). */
export const presetOf = (filters: StoryFilters): StoryPreset => STORY_PRESETS.find((name) => filters[name]) ?? 'normal';

export const STORY_COLOR_PATTERN = /^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|white|black)$/;

export const storyTextOverlaySchema = z.object(
  {
    text: z
      .string({ error: 'story.overlayTextRequired' })
      .trim()
      .min(1, 'story.overlayTextRequired')
      .max(LIMITS.story.overlayText, 'story.overlayTextTooLong'),
    x: range(0, 100, 50, 'story.overlayPositionInvalid'),
    y: range(0, 100, 50, 'story.overlayPositionInvalid'),
    fontSize: range(LIMITS.story.fontSizeMin, LIMITS.story.fontSizeMax, 32, 'story.overlayFontSizeInvalid'),
    color: z
      .string({ error: 'story.overlayColorInvalid' })
      .regex(STORY_COLOR_PATTERN, 'story.overlayColorInvalid')
      .default('white'),
    fontFamily: z.enum(STORY_FONTS, { error: 'story.overlayFontInvalid' }).default('Arial'),
  },
  { error: 'story.overlaysInvalid' },
);
export type StoryTextOverlay = z.output<typeof storyTextOverlaySchema>;

export const storyTextOverlaysSchema = z
  .array(storyTextOverlaySchema, { error: 'story.overlaysInvalid' })
  .max(LIMITS.story.overlaysMax, 'story.tooManyOverlays');

/** A multipart field that holds JSON: parsed here, so a field that is not JSON is a readable 400. */
const jsonField = <T extends z.ZodType>(schema: T, notJson: string) =>
  z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined || text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        context.addIssue({ code: 'custom', message: notJson });
        return z.NEVER;
      }
    })
    .pipe(schema);

/** The text fields of POST /api/stories (multipart; the file is the `media` field). */
export const createStoryFieldsSchema = z.object({
  content: z
    .string()
    .max(LIMITS.storyCaption, 'story.captionTooLong')
    .optional()
    .transform((value) => value?.trim() ?? ''),
  duration: z
    .union([z.string(), z.number()], { error: 'story.durationInvalid' })
    .optional()
    .transform((value) => (value === '' || value === undefined ? LIMITS.story.defaultDuration : Number(value)))
    .pipe(
      z
        .number({ error: 'story.durationInvalid' })
        .refine((value): value is StoryDuration => (STORY_DURATIONS as readonly number[]).includes(value), {
          message: 'story.durationInvalid',
        }),
    ),
  filters: jsonField(storyFiltersSchema.optional(), 'story.filtersNotJson').transform(
    (value) => value ?? DEFAULT_STORY_FILTERS,
  ),
  textOverlays: jsonField(storyTextOverlaysSchema.optional(), 'story.overlaysNotJson').transform(
    (value) => value ?? [],
  ),
});
export type CreateStoryFields = z.output<typeof createStoryFieldsSchema>;

/** The filters as stored and answered: every slider and flag present. */
const storyFiltersViewSchema = z
  .object({
    brightness: z.number(),
    contrast: z.number(),
    saturation: z.number(),
    blur: z.number(),
    hueRotate: z.number(),
    opacity: z.number(),
    ...(Object.fromEntries([...STORY_EFFECTS, ...STORY_PRESETS].map((name) => [name, z.boolean()])) as Record<
      StoryEffect | StoryPreset,
      z.ZodBoolean
    >),
  })
  .describe('Sliders, effect flags and one flag per preset (exactly one preset is on).');

const storyTextOverlayViewSchema = z.object({
  text: z.string(),
  x: z.number().describe('Percent of the width, 0–100, of the text centre.'),
  y: z.number().describe('Percent of the height, 0–100, of the text centre.'),
  fontSize: z
    .number()
    .describe(
      'CSS pixels on a story 360 px wide (LIMITS.story.overlayReferenceWidthPx); clients scale it with the width.',
    ),
  color: z.string(),
  fontFamily: z.enum(STORY_FONTS),
});

export const storyViewSchema = z.object({
  _id: z.string(),
  id: z.string(),
  user: authorSummarySchema,
  mediaUrl: z.string(),
  mediaType: mediaTypeSchema,
  content: z.string().describe('The caption (at most 500 characters).'),
  duration: z.number().describe('Seconds: 10, 15 or 30.'),
  filters: storyFiltersViewSchema,
  textOverlays: z.array(storyTextOverlayViewSchema),
  createdAt: z.string(),
  expiresAt: z.string().describe('createdAt + 24 h; the story is gone from every list afterwards.'),
  hasViewed: z.boolean().describe('Whether the caller has opened it.'),
  viewersCount: z
    .number()
    .nullable()
    .describe('How many others have opened it: for its author only, null for everyone else.'),
});
export type StoryView = z.infer<typeof storyViewSchema>;

export const STORY_STATUSES = ['new', 'watched', 'none'] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const storyGroupSchema = z.object({
  user: authorSummarySchema,
  storyStatus: z.enum(STORY_STATUSES).describe('new: something unseen; watched: all seen; none: no story.'),
  stories: z.array(storyViewSchema).describe('Unexpired, oldest first (the order they play in).'),
});
export type StoryGroup = z.infer<typeof storyGroupSchema>;

/** GET /api/stories */
export const storyListAnswerSchema = z.object({
  stories: z
    .array(storyGroupSchema)
    .describe(
      "The caller's own group first (storyStatus none when they have no story), then authors with something unseen, then those all seen; newest activity first within each.",
    ),
});
export type StoryListAnswer = z.infer<typeof storyListAnswerSchema>;

export const storyCreatedAnswerSchema = z.object({ story: storyViewSchema });

export const storyViewerSchema = z.object({ user: authorSummarySchema, viewedAt: z.string() });
export type StoryViewer = z.infer<typeof storyViewerSchema>;

/** GET /api/stories/{id}/viewers: for the author only, most recent first. */
export const storyViewersAnswerSchema = z.object({
  viewers: z.array(storyViewerSchema),
  total: z.number(),
});
export type StoryViewersAnswer = z.infer<typeof storyViewersAnswerSchema>;

/** POST /api/stories/{id}/view */
export const storyViewedAnswerSchema = z.object({ storyId: z.string(), hasViewed: z.literal(true) });

/** POST /api/stories/{id}/reply: a direct message to the author quoting the story. */
export const storyReplyBodySchema = z.object({
  text: z
    .string({ error: 'story.replyRequired' })
    .trim()
    .min(1, 'story.replyRequired')
    .max(LIMITS.chatMessage, 'chat.contentTooLong'),
});

export const storyRefSchema = z.object({ storyId: z.string(), userId: z.string() });
export type StoryRef = z.infer<typeof storyRefSchema>;

/** POST /api/stories/{id}/reply: the direct conversation with the author and the message sent there. */
export const storyReplyAnswerSchema = z.object({ conversationId: z.string(), message: messageViewSchema });
export type StoryReplyAnswer = z.infer<typeof storyReplyAnswerSchema>;
