import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { Alert, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** The web password. */
export function PainelAcesso({ ed }: { ed: EditorCurriculo }) {
  const { existe, texto } = ed;
  return (
    <Stack maw={420}>
      <Alert color="blue">{M.senhaBanner}</Alert>
      <PasswordInput
        {...texto('nm_senha_web', existe ? 'Nova senha' : 'Senha')}
        maxLength={10}
        required={!existe}
      />
      <PasswordInput
        {...texto('nm_confirma_senha_web', 'Confirmação da senha')}
        maxLength={10}
        required={!existe}
      />
      <TextInput
        {...texto('ds_lembrete_senha_web', 'Lembrete da senha')}
        maxLength={100}
        required={!existe}
      />
    </Stack>
  );
}
