import { describe, expect, it } from 'vitest';
import { changeRatio, dashboardRange, readDashboardState, writeDashboardState } from './dashboard-state.ts';

describe('dashboard state', () => {
  it('reads this week by default and keeps only real custom dates', () => {
    expect(readDashboardState(new URLSearchParams())).toEqual({ preset: 'thisWeek', from: '', to: '' });
    expect(readDashboardState(new URLSearchParams('date=custom&from=2026-02-30&to=2026-03-05'))).toEqual({
      preset: 'custom',
      from: '',
      to: '2026-03-05',
    });
    expect(writeDashboardState({ preset: 'thisWeek', from: '', to: '' }).toString()).toBe('');
    expect(writeDashboardState({ preset: 'custom', from: '2026-03-01', to: '2026-03-05' }).toString()).toBe(
      'date=custom&from=2026-03-01&to=2026-03-05',
    );
  });

  it('asks for whole local days, the end exclusive, and nothing for half a custom range', () => {
    const now = new Date(2026, 2, 11, 15, 30);
    expect(dashboardRange({ preset: 'today', from: '', to: '' }, now)).toEqual({
      from: new Date(2026, 2, 11).toISOString(),
      to: new Date(2026, 2, 12).toISOString(),
    });
    expect(dashboardRange({ preset: 'custom', from: '2026-03-01', to: '2026-03-05' }, now)).toEqual({
      from: new Date(2026, 2, 1).toISOString(),
      to: new Date(2026, 2, 6).toISOString(),
    });
    expect(dashboardRange({ preset: 'custom', from: '2026-03-01', to: '' }, now)).toBeNull();
  });

  it('compares with the previous period, with no ratio when there was nothing before', () => {
    expect(changeRatio(150, 100)).toBe(0.5);
    expect(changeRatio(50, 100)).toBe(-0.5);
    expect(changeRatio(0, 0)).toBe(0);
    expect(changeRatio(10, 0)).toBeNull();
  });
});
