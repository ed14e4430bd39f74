import { CONTRATOS_TESTES as C } from '@backoffice/domain/contratos/testes';
import { isoParaBr } from '@backoffice/domain/controles';
import { MENSAGENS_TESTES as M, rotuloGrau, TIPOS_LAUDO } from '@backoffice/domain/testes';
import { Alert, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ColunaLista, TabelaLista } from '../../components/lista/tabela-lista';
import { CargoPicker } from '../../components/pickers/catalog-pickers';
import { ClientePicker } from '../../components/pickers/search-pickers';
import { consulta } from '../../lib/dados';
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
  const [cliente, setCliente] = useState<number | null>(null);
  const [cargo, setCargo] = useState<number | null>(null);
  const [tipo, setTipo] = useState<'P' | 'E'>('P');
  const [logoEmpresa, setLogoEmpresa] = useState(true);
  const [logoCliente, setLogoCliente] = useState(false);
  const [marcados, setMarcados] = useState<Set<number>>(new Set());
  const [erros, setErros] = useState<string[]>([]);
  const laudo = useMutation({
    mutationFn: (corpo: Parameters<typeof baixarLaudo>[1]) => abrirPdf(() => baixarLaudo(cd, corpo)),
    onSuccess: (ok) => {
      if (ok) notify.sucesso('Laudo gerado.');
    },
  });

  // the tests flagged 'gera laudo' come marked
  useEffect(() => {
    if (testes.data)
      setMarcados(new Set(testes.data.filter((t) => t.ID_GERA_LAUDO === 'S').map((t) => t.ID)));
  }, [testes.data]);

  function gerar() {
    const e: string[] = [];
    if (!cliente) e.push('Selecione o cliente.');
    if (!cargo) e.push('Selecione o cargo.');
    if (marcados.size === 0) e.push(M.testesLaudoObrigatorio);
    setErros(e);
    if (e.length || !cliente || !cargo) return;
    laudo.mutate({
      cd_pessoa_cliente: cliente,
      cd_cargo: cargo,
      tipo_laudo: tipo,
      logo_empresa: logoEmpresa ? 'S' : 'N',
      logo_cliente: logoCliente ? 'S' : 'N',
      ids: [...marcados],
    });
  }

  const alternar = (id: number) => {
    const n = new Set(marcados);
    if (n.has(id)) n.delete(id);
    else n.add(id);
    setMarcados(n);
  };
  const colunas: ColunaLista<Linha>[] = [
    {
      id: 'marcar',
      titulo: 'Incluir',
      largura: 80,
      celula: (t) => (
        <Checkbox
          aria-label={`Incluir ${t.DS_TESTE} no laudo`}
          checked={marcados.has(t.ID)}
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
          <ClientePicker value={cliente} onChange={(v) => setCliente(v)} withAsterisk />
          <CargoPicker variant="select" label="Cargo" value={cargo} onChange={(v) => setCargo(v)} />
          <Select
            label="Tipo de laudo"
            data={TIPOS_LAUDO.map((t) => ({ value: t.value, label: t.label }))}
            value={tipo}
            onChange={(v) => setTipo((v as 'P' | 'E') ?? 'P')}
            allowDeselect={false}
          />
        </SimpleGrid>
        <Group mt="sm">
          <Checkbox
            label="Logo da empresa"
            checked={logoEmpresa}
            onChange={(e) => setLogoEmpresa(e.currentTarget.checked)}
          />
          <Checkbox
            label="Logo do cliente"
            checked={logoCliente}
            onChange={(e) => setLogoCliente(e.currentTarget.checked)}
          />
        </Group>
      </Paper>
      {erros.length > 0 && (
        <Alert color="red">
          {erros.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      )}
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
          loading={laudo.isPending}
        >
          Gerar laudo
        </Button>
      </Group>
    </Stack>
  );
}
