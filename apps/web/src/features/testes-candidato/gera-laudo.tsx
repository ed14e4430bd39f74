import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import { isoParaBr } from '@backoffice/domain/controles';
import { laudoCorpo, MENSAGENS_TESTES as M, rotuloGrau, TIPOS_LAUDO } from '@backoffice/domain/testes';
import { Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { CargoPicker } from '../../components/pickers/catalog-pickers';
import { ClientePicker } from '../../components/pickers/search-pickers';
import { consulta } from '../../lib/dados';
import { AlertaFormulario } from '../../lib/formulario/alerta-formulario';
import { ErroCampo } from '../../lib/formulario/erro-campo';
import { useFormulario } from '../../lib/formulario/formulario';
import { notify } from '../../lib/notify';
import { abrirPdf, baixarLaudo } from './api-testes';

interface Linha {
  ID: number;
  DS_TESTE: string;
  DT_TESTE: string;
  NR_NOTA: number | null;
  CD_GRAU_TESTE: string | null;
  DS_RESULTADO: string | null;
  ID_GERA_LAUDO: 'S' | 'N';
}

/**
 * Gera laudo (spec 002 §2.3, §7, §9): client, position, report type (standard or the
 * customer-specific one), the logo flags and the tests marked; the api renders the PDF.
 */
export function GeraLaudo({ cdPessoaCandidato: cd }: { cdPessoaCandidato: number }) {
  const testes = useQuery({
    ...consulta(C.testesLaudo, { params: { cd } }, M.erroCarregarTestes),
  });
  const f = useFormulario(laudoCorpo, {
    cd_pessoa_cliente: null as number | null,
    cd_cargo: null as number | null,
    tipo_laudo: 'P' as 'P' | 'E',
    logo_empresa: 'S' as 'S' | 'N',
    logo_cliente: 'N' as 'S' | 'N',
    ids: [] as number[],
  });
  const laudo = useMutation({
    mutationFn: (corpo: Parameters<typeof baixarLaudo>[1]) => abrirPdf(() => baixarLaudo(cd, corpo)),
    onSuccess: (ok) => {
      if (ok) notify.sucesso('Laudo gerado.');
    },
  });

  // the tests flagged 'gera laudo' come marked
  const { setValue } = f.form;
  useEffect(() => {
    if (testes.data)
      setValue(
        'ids',
        testes.data.filter((t) => t.ID_GERA_LAUDO === 'S').map((t) => t.ID),
      );
  }, [testes.data, setValue]);

  const gerar = f.aoEnviar((corpo) => laudo.mutateAsync(corpo));
  const marcados = f.valor('ids');
  const alternar = (id: number) =>
    f.definir('ids', marcados.includes(id) ? marcados.filter((x) => x !== id) : [...marcados, id]);
  const colunas: ColunaLista<Linha>[] = [
    {
      id: 'marcar',
      titulo: 'Incluir',
      largura: 80,
      celula: (t) => (
        <Checkbox
          aria-label={`Incluir ${t.DS_TESTE} no laudo`}
          checked={marcados.includes(t.ID)}
          onChange={() => alternar(t.ID)}
        />
      ),
    },
    { id: 'teste', titulo: 'Teste', celula: (t) => t.DS_TESTE, ordenar: (t) => t.DS_TESTE },
    {
      id: 'data',
      titulo: 'Data',
      celula: (t) => isoParaBr(t.DT_TESTE),
      ordenar: (t) => t.DT_TESTE,
      largura: 110,
    },
    {
      id: 'nota',
      titulo: 'Nota',
      celula: (t) => (t.NR_NOTA === null ? '' : t.NR_NOTA.toLocaleString('pt-BR')),
      largura: 80,
    },
    { id: 'grau', titulo: 'Grau', celula: (t) => rotuloGrau(t.CD_GRAU_TESTE), largura: 140 },
    { id: 'resultado', titulo: 'Resultado', celula: (t) => t.DS_RESULTADO ?? '' },
  ];

  return (
    <Stack gap="md" p="md">
      <Title order={2} size="h4">
        Gera laudo
      </Title>
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <ClientePicker
            value={f.valor('cd_pessoa_cliente')}
            onChange={(v) => f.definir('cd_pessoa_cliente', v)}
            error={f.erro('cd_pessoa_cliente')}
            withAsterisk
          />
          <CargoPicker
            variant="select"
            label="Cargo"
            value={f.valor('cd_cargo')}
            onChange={(v) => f.definir('cd_cargo', v)}
            error={f.erro('cd_cargo')}
          />
          <Select
            label="Tipo de laudo"
            data={TIPOS_LAUDO.map((t) => ({ value: t.value, label: t.label }))}
            {...f.campo.selecao('tipo_laudo')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Checkbox label="Logo da empresa" {...f.campo.sn('logo_empresa')} />
          <Checkbox label="Logo do cliente" {...f.campo.sn('logo_cliente')} />
        </Group>
      </Paper>
      <AlertaFormulario mensagem={f.erroGeral} />
      {/* the tests marked: their message above the table */}
      <ErroCampo mensagem={f.erro('ids')} />
      <TabelaLista<Linha>
        rotulo="Testes para o laudo"
        colunas={colunas}
        linhas={testes.data}
        carregando={testes.isPending}
        chave={(t) => t.ID}
        paginacao={false}
        vazio="Nenhum teste encontrado."
      />
      <Group justify="flex-end">
        <Button
          leftSection={<IconFileTypePdf size={18} aria-hidden />}
          onClick={() => void gerar()}
          loading={f.pendente}
        >
          Gerar laudo
        </Button>
      </Group>
    </Stack>
  );
}
