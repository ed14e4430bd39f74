import { MENSAGENS_CADASTRO as M } from '@backoffice/domain/candidato-cadastro';
import { Alert, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { EditorCurriculo } from './use-curriculo-formulario';

/**
 * The web password: optional; left empty on a new record, the candidate receives the link to create
 * it. Once any of its fields is given, the three are required (spec 002 §5), each message beside its
 * field.
 */
export function PainelAcesso({ ed }: { ed: EditorCurriculo }) {
  const { existe, texto, senhaInformada } = ed;
  return (
    <Stack maw={420}>
      <Alert color="blue">{M.senhaBanner}</Alert>
      {!existe && (
        <Text size="sm" c="gray.7">
          {M.senhaOpcional}
        </Text>
      )}
      <PasswordInput
        {...texto('nm_senha_web', existe ? 'Nova senha' : 'Senha')}
        required={senhaInformada}
        maxLength={10}
      />
      <PasswordInput
        {...texto('nm_confirma_senha_web', 'Confirmação da senha')}
        required={senhaInformada}
        maxLength={10}
      />
      <TextInput
        {...texto('ds_lembrete_senha_web', 'Lembrete da senha')}
        required={senhaInformada}
        maxLength={100}
      />
    </Stack>
  );
}
