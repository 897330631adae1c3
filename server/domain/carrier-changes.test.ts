import { describe, expect, it } from 'vitest';
import {
  carrierFileName,
  changedLines,
  personMaintenance,
  scheduleDue,
  type CarrierLineState,
} from './carrier-changes';

const line = (key: string, status: 'active' | 'cancelled', contentHash = 'h1'): CarrierLineState => ({
  key,
  subscriberId: `S${key}`,
  personName: `Person ${key}`,
  plan: 'Dental',
  status,
  contentHash,
});
const told = (...lines: CarrierLineState[]) => new Map(lines.map((l) => [l.key, l]));

describe('changedLines', () => {
  it('adds new active lines, cancels active ones now cancelled, changes edited ones, skips the rest', () => {
    const current = [
      line('new', 'active'),
      line('newCancelled', 'cancelled'),
      line('same', 'active'),
      line('edited', 'active', 'h2'),
      line('ended', 'cancelled'),
      line('back', 'active'),
      line('stillEnded', 'cancelled'),
    ];
    const before = told(
      line('same', 'active'),
      line('edited', 'active'),
      line('ended', 'active'),
      line('back', 'cancelled'),
      line('stillEnded', 'cancelled'),
    );
    expect(changedLines(current, before).map((c) => [c.line.key, c.maintenance])).toEqual([
      ['new', '021'],
      ['edited', '001'],
      ['ended', '024'],
      ['back', '021'],
    ]);
  });

  it('finds nothing when the carrier was told everything', () => {
    const current = [line('a', 'active'), line('b', 'cancelled')];
    expect(changedLines(current, told(...current))).toEqual([]);
  });
});

describe('personMaintenance', () => {
  it('keeps one shared type and falls back to a change for a mix', () => {
    expect(personMaintenance(['021', '021'])).toBe('021');
    expect(personMaintenance(['024'])).toBe('024');
    expect(personMaintenance(['021', '024'])).toBe('001');
  });
});

describe('carrierFileName', () => {
  it('fills the placeholders', () => {
    expect(
      carrierFileName('OE_{carrier}_{date}_{time}_{control}.{mode}.834', {
        carrier: 'BSD',
        control: 42,
        mode: 'full',
        at: new Date('2031-01-02T09:05:07Z'),
      }),
    ).toBe('OE_BSD_20310102_090507_000000042.full.834');
  });
});

describe('scheduleDue', () => {
  const now = new Date('2031-01-02T12:00:00Z');
  it('never runs a manual carrier; runs an hourly or daily one first and once its period passed', () => {
    expect(scheduleDue('manual', null, now)).toBe(false);
    expect(scheduleDue('hourly', null, now)).toBe(true);
    expect(scheduleDue('hourly', new Date('2031-01-02T11:00:01Z'), now)).toBe(false);
    expect(scheduleDue('hourly', new Date('2031-01-02T11:00:00Z'), now)).toBe(true);
    expect(scheduleDue('daily', new Date('2031-01-02T00:00:00Z'), now)).toBe(false);
    expect(scheduleDue('daily', new Date('2031-01-01T12:00:00Z'), now)).toBe(true);
  });
});
