/** A one-line progress bar on a terminal; plain lines otherwise (CI logs). */
export class Progress {
  private done = 0;
  private lastLine = '';

  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly stream: NodeJS.WriteStream = process.stderr,
  ) {}

  tick(step = 1): void {
    this.done += step;
    if (!this.stream.isTTY) return;
    const width = 30;
    const filled = this.total === 0 ? width : Math.round((this.done / this.total) * width);
    const line = `  ${this.label.padEnd(16)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${this.done}/${this.total}`;
    if (line !== this.lastLine) {
      this.stream.write(`\r${line}`);
      this.lastLine = line;
    }
  }

  finish(note = ''): void {
    if (this.stream.isTTY) this.stream.write('\n');
    else this.stream.write(`  ${this.label}: ${this.done}/${this.total}${note ? ` ${note}` : ''}\n`);
  }
}
