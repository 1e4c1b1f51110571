import { describe, expect, it } from 'vitest'
import { webUrl } from './web-url.ts'

describe('webUrl', () => {
  it('lets through absolute http(s) URLs only', () => {
    expect(webUrl('https://www.example.com/dj/pro?x=1')).toBe('https://www.example.com/dj/pro?x=1')
    expect(webUrl('http://localhost:3000/refer/RIV-7K2M')).toBe('http://localhost:3000/refer/RIV-7K2M')
    for (const refused of ['javascript:alert(1)', 'data:text/html,<b>x</b>', '/dj/pro', '//evil.example', ''])
      expect(webUrl(refused)).toBeUndefined()
    expect(webUrl(undefined)).toBeUndefined()
  })
})
