import { Checkbox, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { EditorCurriculo } from './use-curriculo-formulario';

const _opcoes = (l: readonly { id: string; nome: string }[]) =>
  l.map((x) => ({ value: x.id, label: x.nome }));
const _COR_IMC = { danger: 'red', success: 'green', warning: 'yellow' } as const;

/** Events experience, social activities, hobbies and the experience summary. */
export function BlocoExperiencia({ ed }: { ed: EditorCurriculo }) {
  const { setCampos, flag, setFlag, texto } = ed;
  return (
    <Stack>
      <Group>
        <Switch
          label="Experiência em eventos"
          checked={flag('id_experiencia')}
          onChange={(e) => {
            const b = e.currentTarget.checked;
            setCampos((c) => ({
              ...c,
              id_experiencia: b ? 'S' : 'N',
              ...(b ? {} : { id_abordagem: 'N', id_demonstracao: 'N', id_reposicao: 'N' }),
            }));
          }}
        />
        {(['id_abordagem', 'id_demonstracao', 'id_reposicao'] as const).map((k) => (
          <Checkbox
            key={k}
            label={
              { id_abordagem: 'Abordagem', id_demonstracao: 'Demonstração', id_reposicao: 'Reposição' }[k]
            }
            disabled={!flag('id_experiencia')}
            checked={flag(k)}
            onChange={(e) => setFlag(k, e.currentTarget.checked)}
          />
        ))}
      </Group>
      <TextInput {...texto('ds_inf_experiencia', 'Informações adicionais de experiência')} maxLength={200} />
      <Switch
        label="Responsabilidades sociais"
        checked={flag('check_responsabilidades_sociais')}
        onChange={(e) => setFlag('check_responsabilidades_sociais', e.currentTarget.checked)}
      />
      {flag('check_responsabilidades_sociais') && (
        <Textarea
          {...texto('ds_responsabilidades_sociais', 'Atividades sociais')}
          maxLength={2000}
          autosize
          minRows={2}
        />
      )}
      <Switch
        label="Hobbies"
        checked={flag('check_hobbies')}
        onChange={(e) => setFlag('check_hobbies', e.currentTarget.checked)}
      />
      {flag('check_hobbies') && (
        <Textarea {...texto('ds_hobbies', 'Hobbies')} maxLength={2000} autosize minRows={2} />
      )}
      <Textarea
        {...texto('ds_experiencia_profissional', 'Resumo da experiência profissional')}
        maxLength={4000}
        autosize
        minRows={3}
      />
    </Stack>
  );
}
