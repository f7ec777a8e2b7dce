import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** Data visitors create: contact messages, questionnaires, accounts, sessions, SMS codes, visits. */

const createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    companyName: text('company_name'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject'),
    content: text('content').notNull(),
    /** The page or widget the form was sent from (the contact page's 'from' prop). */
    fromPage: text('from_page'),
    channelNo: varchar('channel_no', { length: 64 }),
    ip: varchar('ip', { length: 64 }),
    createdAt,
  },
  (t) => [index('contact_messages_created').on(t.createdAt)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    mercNo: varchar('merc_no', { length: 32 }).notNull(),
    platform: varchar('platform', { length: 16 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    areaCode: varchar('area_code', { length: 8 }).notNull().default('86'),
    passwordHash: text('password_hash'),
    nickname: text('nickname'),
    channelNo: varchar('channel_no', { length: 64 }),
    /** Analytics marker reported on load (buryingPoint). */
    buryingPoint: text('burying_point'),
    createdAt,
  },
  (t) => [uniqueIndex('users_phone').on(t.areaCode, t.phone), uniqueIndex('users_merc_no').on(t.mercNo)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt,
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token').on(t.tokenHash)],
);

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: varchar('phone', { length: 32 }).notNull(),
    areaCode: varchar('area_code', { length: 8 }).notNull().default('86'),
    /** 'register' | 'login' */
    purpose: varchar('purpose', { length: 16 }).notNull(),
    /** 0 SMS, 1 voice. */
    channel: integer('channel').notNull().default(0),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt,
  },
  (t) => [index('sms_codes_phone').on(t.areaCode, t.phone, t.createdAt)],
);

export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** 1 = the official website. */
    source: integer('source').notNull().default(1),
    /** answerList as sent: [{questionId, answer}] with comma-joined codes. */
    answers: jsonb('answers').notNull(),
    channelNo: varchar('channel_no', { length: 64 }),
    createdAt,
  },
  (t) => [index('questionnaire_answers_user').on(t.userId)],
);

export const questionnaireReports = pgTable('questionnaire_reports', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  answerId: integer('answer_id')
    .notNull()
    .references(() => questionnaireAnswers.id, { onDelete: 'cascade' }),
  /** The compliance report computed by packages/compliance, with its rules' as-of dates. */
  report: jsonb('report').notNull(),
  engineVersion: text('engine_version').notNull(),
  createdAt,
});

export const visitorRecords = pgTable(
  'visitor_records',
  {
    id: serial('id').primaryKey(),
    platform: varchar('platform', { length: 16 }).notNull(),
    deviceId: varchar('device_id', { length: 32 }).notNull(),
    path: text('path').notNull(),
    referrer: text('referrer'),
    channelNo: varchar('channel_no', { length: 64 }),
    userAgent: text('user_agent'),
    createdAt,
  },
  (t) => [index('visitor_records_device').on(t.deviceId, t.createdAt)],
);
