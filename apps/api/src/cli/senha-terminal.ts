import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** Asks for a password on the terminal without echoing what is typed. */
export function lerSenhaNoTerminal(pergunta: string): Promise<string> {
  let mudo = false;
  const saida = new Writable({
    write(chunk, _enc, feito) {
      if (!mudo) process.stdout.write(chunk);
      feito();
    },
  });
  const rl = createInterface({ input: process.stdin, output: saida, terminal: true });
  return new Promise((resolve) => {
    rl.question(pergunta, (resposta) => {
      rl.close();
      process.stdout.write('\n');
      resolve(resposta);
    });
    mudo = true;
  });
}
