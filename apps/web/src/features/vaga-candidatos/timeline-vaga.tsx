import { formatarDataHora } from '@backoffice/domain/datas';
import '@mantine/tiptap/styles.css';
import { CONTRATOS_VAGA_CANDIDATOS as C } from '@backoffice/domain/contratos/vaga-candidatos';
import { LIMITES_VAGA_CANDIDATOS, timelineBody } from '@backoffice/domain/vaga-candidatos';
import { Alert, Box, Button, Group, Paper, Progress, Stack, Text, Title, Typography } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useQuery } from '@tanstack/react-query';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';
import { useRef } from 'react';
import { EmptyState, LoadingState } from '../../components/controls/list-states';

import { nonceEstilo } from '../../lib/csp';
import { consulta, useAcao } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { useFormulario } from '../../lib/formulario/formulario';
import { useUsuario } from '../../lib/sessao';
import { LEITURAS_DO_PAINEL, M } from './api';

const L = LIMITES_VAGA_CANDIDATOS;
// Style attributes would be refused by the page's Content-Security-Policy anyway.
const SEM_ESTILO = { FORBID_ATTR: ['style'] };

const esquemaNota = timelineBody.pick({ ds_historico: true });

export interface NotaTimelineProps {
  /**
   * Resolves true when saved (the editor is cleared); a refusal of the server (400) thrown as its
   * ApiError is shown beside the editor.
   */
  onSalvar: (html: string) => Promise<boolean>;
  /** Content to start with. */
  valorInicial?: string;
}

/**
 * The rich-text note of the job timeline (spec 001 §2.6, §5): at least 20 characters of text, 3999
 * stored at most, with a bar to 4000 and a warning about losing what passes the limit.
 */
export function NotaTimeline({ onSalvar, valorInicial = '' }: NotaTimelineProps) {
  const f = useFormulario(esquemaNota, { ds_historico: valorInicial });
  // the editor keeps the callbacks it was made with: the field is set through the latest binding
  const definir = useRef(f.definir);
  definir.current = f.definir;
  const editor = useEditor({
    extensions: [StarterKit],
    // the editor's base styles go in a <style> element, allowed by the page's CSP nonce
    injectNonce: nonceEstilo(),
    content: valorInicial,
    immediatelyRender: true,
    editorProps: {
      attributes: { 'aria-label': 'Histórico da vaga', role: 'textbox', 'aria-multiline': 'true' },
    },
    onUpdate: ({ editor: e }) => definir.current('ds_historico', e.isEmpty ? '' : e.getHTML()),
  });
  const html = f.valor('ds_historico');
  const tamanho = html.length;
  const excedido = tamanho > L.timelineMax;
  const erro = f.erro('ds_historico');

  const salvar = f.aoEnviar(async ({ ds_historico }) => {
    if (!(await onSalvar(ds_historico))) return;
    editor?.commands.clearContent(true);
    f.form.reset({ ds_historico: '' });
  });

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="rotulo-historico-vaga">
        Novo histórico
      </Text>
      <RichTextEditor editor={editor} aria-labelledby="rotulo-historico-vaga">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold aria-label="Negrito" title="Negrito" />
            <RichTextEditor.Italic aria-label="Itálico" title="Itálico" />
            <RichTextEditor.Underline aria-label="Sublinhado" title="Sublinhado" />
            <RichTextEditor.Strikethrough aria-label="Tachado" title="Tachado" />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList aria-label="Lista" title="Lista" />
            <RichTextEditor.OrderedList aria-label="Lista numerada" title="Lista numerada" />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
      <Group gap="xs" wrap="nowrap">
        <Progress
          value={Math.min(100, (tamanho / L.timelineBarra) * 100)}
          color={excedido ? 'red' : tamanho > L.timelineMax * 0.9 ? 'orange' : 'blue'}
          style={{ flex: 1 }}
          aria-label="Caracteres usados"
        />
        <Text size="xs" c={excedido ? 'red.8' : 'gray.7'} data-testid="contador-historico">
          {tamanho}/{L.timelineBarra}
        </Text>
      </Group>
      {excedido && (
        <Alert color="blue" role="status">
          {M.info.timelineExcedido}
        </Alert>
      )}
      {erro && (
        <Text size="sm" c="red.8" role="alert">
          {erro}
        </Text>
      )}
      <AlertaFormulario mensagem={f.erroGeral} />
      <Group justify="flex-end">
        <Button onClick={() => void salvar()} loading={f.pendente} disabled={excedido}>
          Inserir histórico
        </Button>
      </Group>
    </Stack>
  );
}

/** The job timeline panel: the note editor and the entries, newest first. */
export function TimelineVaga({ nrVaga }: { nrVaga: number }) {
  const usuario = useUsuario();
  // silent: a refusal goes beside the editor, any other failure is shown once by the form
  const inserir = useAcao(C.inserirTimeline, {
    fallback: M.falha.timeline,
    sucesso: (r) => r?.message,
    invalidar: LEITURAS_DO_PAINEL,
    silencioso: true,
  });
  const q = useQuery({
    ...consulta(C.timeline, { params: { user: usuario?.user_sip ?? 0, job: nrVaga } }, M.falha.dadosVaga),
  });
  return (
    <Stack gap="md">
      <NotaTimeline
        onSalvar={async (html) => {
          await inserir.mutateAsync({
            corpo: { ds_historico: html, nr_vaga: nrVaga, cd_usuario: usuario?.cd_sip },
          });
          return true;
        }}
      />
      <Title order={4} size="h5" id={`titulo-historico-${nrVaga}`}>
        Histórico da vaga
      </Title>
      {q.isPending ? (
        <LoadingState />
      ) : !q.data?.length ? (
        <EmptyState />
      ) : (
        <Stack
          gap="xs"
          component="ul"
          aria-labelledby={`titulo-historico-${nrVaga}`}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {q.data.map((h) => (
            <Paper key={h.ID_HISTORICO} withBorder p="xs" component="li">
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {h.NM_USUARIO ?? 'Sistema'}
                </Text>
                <Text size="xs" c="gray.7">
                  {formatarDataHora(h.DT_HISTORICO)}
                </Text>
              </Group>
              <Typography fz="sm">
                <Box
                  // the server stores sanitised HTML; sanitised again before it reaches the page
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify
                  dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(h.DS_HISTORICO, SEM_ESTILO) }}
                />
              </Typography>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
