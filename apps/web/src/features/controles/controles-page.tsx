import { Stack, Text, Title } from '@mantine/core';
import { useUsuario } from '../../lib/sessao';
import { DemoDialogs, DemoFields } from './components/demo-fields';
import { DemoLists } from './components/demo-lists';
import { DemoPickers } from './components/demo-pickers';

/** Gallery of every generic control and picker, for visual checks and the accessibility test. */
export function ControlesPage() {
  const usuario = useUsuario();
  return (
    <Stack gap="md" p="md" maw={1400}>
      <div>
        <Title order={2}>Controles</Title>
        <Text size="sm" c="gray.7">
          Campos, listas e seletores reutilizados pelas telas do sistema.
        </Text>
      </div>
      <DemoFields />
      <DemoDialogs />
      <DemoLists />
      <DemoPickers cdSip={usuario?.cd_sip ?? 0} cdPessoaUsuario={usuario?.user_sip ?? 0} />
    </Stack>
  );
}
