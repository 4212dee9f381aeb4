import { describe, expect, it } from '@jest/globals';
import {
  ALERT_PREFILLS,
  DATE_NOT_PAST,
  DATE_REQUIRED,
  REQUIRED,
  alertFields,
  today,
  validateAlert,
  type AlertValues,
} from './alertRules.ts';

const v = (over: Partial<AlertValues>): AlertValues => ({
  text: 'Call first',
  severity: 'warning',
  mode: '',
  date: '',
  ...over,
});

describe('alert form rules', () => {
  it('text is required', () => {
    expect(validateAlert(v({ text: '   ' }), '', '2026-11-23')).toEqual({ text: REQUIRED });
  });

  it('a chosen date kind needs a date, today or later', () => {
    expect(validateAlert(v({ mode: 'expires' }), '', '2026-11-23')).toEqual({
      date: DATE_REQUIRED,
    });
    expect(validateAlert(v({ mode: 'checkBack', date: '2026-11-22' }), '', '2026-11-23')).toEqual({
      date: DATE_NOT_PAST,
    });
    expect(validateAlert(v({ mode: 'expires', date: '2026-11-23' }), '', '2026-11-23')).toEqual({});
  });

  it("a record's own past date may stay", () => {
    expect(
      validateAlert(v({ mode: 'expires', date: '2026-01-01' }), '2026-01-01', '2026-11-23'),
    ).toEqual({});
  });

  it('saves only the chosen date, the other one cleared', () => {
    expect(alertFields(v({ text: ' x ', mode: 'checkBack', date: '2026-12-01' }))).toEqual({
      text: 'x',
      severity: 'warning',
      expires: null,
      checkBack: '2026-12-01 00:00:00',
    });
    expect(alertFields(v({ mode: '', date: '2026-12-01' }))).toMatchObject({
      expires: null,
      checkBack: null,
    });
  });

  it('today is the local calendar date', () => {
    expect(today(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('prefills have distinct keys and a text', () => {
    expect(new Set(ALERT_PREFILLS.map((p) => p.key)).size).toBe(ALERT_PREFILLS.length);
    for (const p of ALERT_PREFILLS) expect(p.text.length).toBeGreaterThan(10);
  });
});
