import path from 'node:path';
import { parseArgs } from 'node:util';
import { novoAdministradorSchema } from '@backoffice/domain/administracao';
import { loadConfig } from '../config';
import { openDb } from '../db/client';
import { runMigrations } from '../db/migrate';
import { criarAdministrador } from '../modules/usuario/usuario.entry';
import { ensureReferenceData } from '../seed/reference-data';
import { lerSenhaNoTerminal } from './senha-terminal';

// npm run admin:criar -- --login LOGIN --nome "NOME" [--email E] [--unidade CD]
// The password comes from ADMIN_SENHA or, on a terminal, is asked twice. On DATABASE_URL or the
// embedded database (DATA_DIR): migrations and reference data first, so it works on an empty database.
const USO = 'Uso: npm run admin:criar -- --login LOGIN --nome "NOME" [--email E-MAIL] [--unidade CÓDIGO]';

function falhar(mensagem: string): never {
  console.error(mensagem);
  process.exit(1);
}

let valores: Record<string, string | undefined>;
try {
  valores = parseArgs({
    options: {
      login: { type: 'string' },
      nome: { type: 'string' },
      email: { type: 'string' },
      unidade: { type: 'string' },
    },
  }).values;
} catch (e) {
  falhar(`${(e as Error).message}\n${USO}`);
}
if (!valores.login || !valores.nome) falhar(`Informe --login e --nome.\n${USO}`);
const unidade = valores.unidade === undefined ? undefined : Number(valores.unidade);
const dados = novoAdministradorSchema.safeParse({
  login: valores.login,
  nome: valores.nome,
  email: valores.email,
  unidade,
});
if (!dados.success) falhar(dados.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join('\n'));

let senha = process.env.ADMIN_SENHA;
if (!senha) {
  if (!process.stdin.isTTY)
    falhar('Defina a senha em ADMIN_SENHA (sem terminal, ela não pode ser perguntada).');
  senha = await lerSenhaNoTerminal('Senha: ');
  const confirmacao = await lerSenhaNoTerminal('Repita a senha: ');
  if (senha !== confirmacao) falhar('As senhas não conferem.');
}

const config = loadConfig();
const handle = await openDb({
  databaseUrl: config.DATABASE_URL,
  dataDir: path.join(config.dataDir, 'pglite'),
});
try {
  await runMigrations(handle);
  await ensureReferenceData({ handle });
  const r = await criarAdministrador(handle, { ...dados.data, senha });
  if (!r.ok) {
    console.error(r.mensagem);
    process.exitCode = 1;
  } else {
    if (r.unidade.criada)
      console.log(
        `Unidade ${r.unidade.cd} '${r.unidade.nome}' (${r.unidade.uf}) criada: o banco não tinha unidades.`,
      );
    console.log(
      `Administrador '${dados.data.login}' criado na unidade ${r.unidade.cd} (${r.unidade.nome}).\n` +
        `Inicie o servidor e entre em http://localhost:${config.PORT} com o login '${dados.data.login}' e a senha informada.`,
    );
  }
} finally {
  await handle.close();
}
