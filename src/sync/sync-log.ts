export interface SyncLog {
  info(line: string): void;
  warn(line: string): void;
  /** Returns a callback to report `done` of `total`. */
  progress(label: string, total: number): (done: number) => void;
}

export interface LogStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

/**
 * Progress on stderr. On a terminal the progress line rewrites itself; elsewhere (CI
 * logs) it prints plain lines at every tenth, with no cursor control characters.
 */
export function createSyncLog(stream: LogStream): SyncLog {
  return {
    info: (line) => void stream.write(`${line}\n`),
    warn: (line) => void stream.write(`warning: ${line}\n`),
    progress(label, total) {
      let lastTenth = -1;
      return (done) => {
        if (stream.isTTY) {
          stream.write(`\r${label}: ${done}/${total}`);
          if (done === total) stream.write("\n");
          return;
        }
        const tenth = total === 0 ? 10 : Math.floor((done / total) * 10);
        if (tenth !== lastTenth) {
          lastTenth = tenth;
          stream.write(`${label}: ${done}/${total}\n`);
        }
      };
    },
  };
}
