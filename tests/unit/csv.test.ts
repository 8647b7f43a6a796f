import { csvCell, toCsv } from '@/lib/csv';

describe('CSV export cells', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+1 555 0100', "'+1 555 0100"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['say "hi"', '"say ""hi"""'],
    ['a=b', 'a=b'],
  ])('%j is written as %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('starts with the UTF-8 byte order mark, writes empty cells for missing values and ends every row with CRLF', () => {
    expect(toCsv(['a', 'b'], [['x', null]])).toBe('\uFEFFa,b\r\nx,\r\n');
  });
});
