import { describe, expect, it } from 'vitest'
import { decimalString, formatMinorUnits, formatMoney, minorUnitDigits, toMinorUnits } from './money.ts'

describe('money', () => {
  it('reads an amount into whole minor units through its digits, never by multiplying the float', () => {
    // 0.07 * 100 and 1.13 * 100 are 7.000000000000001 and 112.99999999999999 in binary floating point.
    expect(toMinorUnits(0.07)).toBe(7)
    expect(toMinorUnits(1.13)).toBe(113)
    expect(toMinorUnits(9.99)).toBe(999)
    expect(toMinorUnits(299)).toBe(29_900)
    expect(toMinorUnits(0)).toBe(0)
    expect(toMinorUnits(-4.5)).toBe(-450)
    expect(toMinorUnits(1500, 'JPY')).toBe(1500)
    expect(toMinorUnits(1.234, 'BHD')).toBe(1234)
  })

  it('refuses what is not an amount of the currency', () => {
    expect(() => toMinorUnits(9.999)).toThrow(RangeError)
    expect(() => toMinorUnits(12.5, 'JPY')).toThrow(RangeError)
    expect(() => toMinorUnits(Number.NaN)).toThrow(RangeError)
    expect(() => toMinorUnits(1e21)).toThrow(RangeError)
  })

  it('writes minor units as the decimal string of the major unit', () => {
    expect(decimalString(999)).toBe('9.99')
    expect(decimalString(5)).toBe('0.05')
    expect(decimalString(-5)).toBe('-0.05')
    expect(decimalString(1500, 'JPY')).toBe('1500')
    expect(minorUnitDigits('USD')).toBe(2)
    expect(minorUnitDigits('JPY')).toBe(0)
  })

  it('formats in the currency with Intl.NumberFormat', () => {
    expect(formatMoney(9.99)).toBe('$9.99')
    expect(formatMoney(9.99, undefined)).toBe('$9.99')
    expect(formatMoney(99, 'GBP')).toBe('£99.00')
    expect(formatMoney(1234.5, 'EUR')).toBe('€1,234.50')
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500')
    // The sum of three 0.1 is 0.30000000000000004 as floats; in minor units it is 30.
    expect(formatMinorUnits([0.1, 0.1, 0.1].reduce((sum, amount) => sum + toMinorUnits(amount), 0))).toBe(
      '$0.30',
    )
    // Exact beyond what a float holds: 2^53 + 1 cents.
    expect(formatMinorUnits(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91')
  })
})
