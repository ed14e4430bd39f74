import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { Alert, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { EditorCurriculo } from './use-curriculo-formulario';

/** The web password: optional; left empty on a new record, the candidate receives the link to create it. */
export function PainelAcesso({ ed }: { ed: EditorCurriculo }) {
  const { existe, texto } = ed;
  return (
    <Stack maw={420}>
      <Alert color="blue">{M.senhaBanner}</Alert>
      {!existe && (
        <Text size="sm" c="gray.7">
          {M.senhaOpcional}
        </Text>
      )}
      <PasswordInput {...texto('nm_senha_web', existe ? 'Nova senha' : 'Senha')} maxLength={10} />
      <PasswordInput {...texto('nm_confirma_senha_web', 'Confirmação da senha')} maxLength={10} />
      <TextInput {...texto('ds_lembrete_senha_web', 'Lembrete da senha')} maxLength={100} />
    </Stack>
  );
}
