const LINE_FEED = 10;
const CARRIAGE_RETURN = 13;

/** The fields of one line of CSV bytes, found in a single scan. */
export class CsvLine {
  /** Where the first fields of the line begin and end (as many as were asked for). */
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /** How many fields were found, at most the number asked for. */
  count = 0;
  /** End of the line's content, before `\r\n` or `\n`. */
  contentEnd = 0;
  /** Index of the line feed ending the line, or the length of the text for the last line. */
  end = 0;

  constructor(fields: number) {
    this.starts = new Int32Array(fields);
    this.ends = new Int32Array(fields);
  }

  /** Reads the line starting at `start`. */
  read(bytes: Uint8Array, start: number, delimiter: number): void {
    const { starts, ends } = this;
    const wanted = starts.length;
    const length = bytes.length;
    let count = 0;
    let from = start;
    let i = start;
    for (; i < length; i++) {
      const c = bytes[i];
      if (c === LINE_FEED) break;
      if (c === delimiter) {
        starts[count] = from;
        ends[count] = i;
        from = i + 1;
        if (++count === wanted) {
          const newline = bytes.indexOf(LINE_FEED, from);
          i = newline < 0 ? length : newline;
          break;
        }
      }
    }
    this.end = i;
    this.contentEnd = i > start && bytes[i - 1] === CARRIAGE_RETURN ? i - 1 : i;
    if (count < wanted) {
      starts[count] = from;
      ends[count] = this.contentEnd;
      count++;
    }
    this.count = count;
  }
}
