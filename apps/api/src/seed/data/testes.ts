/**
 * Reference data of the candidate's tests: the catalogue of tests and the question banks of the
 * reliability evaluation (CONF), Learning Styles (LS, true/false per style) and Learning Means
 * (LM, grouped questions whose options count for a means).
 */

export const CATALOGO_TESTES: readonly { cd: number; ds: string; tipo: 'N' | 'C' | 'E'; especial?: 'LS' | 'LM' | 'CONF' }[] = [
  { cd: 1, ds: 'Learning Styles', tipo: 'C', especial: 'LS' },
  { cd: 2, ds: 'Learning Means', tipo: 'C', especial: 'LM' },
  { cd: 3, ds: 'Confiabilidade', tipo: 'C', especial: 'CONF' },
  { cd: 10, ds: 'Raciocínio Lógico', tipo: 'N' },
  { cd: 11, ds: 'Português', tipo: 'N' },
  { cd: 12, ds: 'Matemática Básica', tipo: 'N' },
  { cd: 13, ds: 'Digitação', tipo: 'N' },
  { cd: 14, ds: 'Informática - Pacote Office', tipo: 'N' },
  { cd: 15, ds: 'Atenção Concentrada (AC)', tipo: 'E' },
  { cd: 16, ds: 'Atenção Difusa (TEDIF)', tipo: 'E' },
  { cd: 17, ds: 'Palográfico', tipo: 'C' },
  { cd: 18, ds: 'Dinâmica de Grupo', tipo: 'C' },
  { cd: 19, ds: 'Entrevista Comportamental', tipo: 'C' },
  { cd: 20, ds: 'Teste Prático de Empilhadeira', tipo: 'E' },
  { cd: 21, ds: 'Leitura e Interpretação de Desenho Técnico', tipo: 'N' },
  { cd: 22, ds: 'Inglês', tipo: 'E' },
  { cd: 23, ds: 'Teste de Personalidade (BFP)', tipo: 'C' },
  { cd: 24, ds: 'Coordenação Motora', tipo: 'C' },
];

const CONF: readonly [string, string, string[]][] = [
  [
    'Integridade',
    'Questionário de integridade',
    [
      'Relata com franqueza situações em que errou no trabalho',
      'Mantém as mesmas informações sobre o histórico profissional em todas as etapas',
      'Reconhece regras da empresa mesmo quando não há supervisão',
    ],
  ],
  [
    'Responsabilidade',
    'Entrevista estruturada',
    [
      'Cumpre horários e compromissos assumidos',
      'Cuida de equipamentos e materiais sob sua guarda',
      'Assume as consequências das próprias decisões',
    ],
  ],
  [
    'Estabilidade emocional',
    'Entrevista estruturada',
    [
      'Mantém a calma diante de pressão e prazos curtos',
      'Lida com críticas sem reações agressivas',
      'Demonstra constância de humor ao longo do processo',
    ],
  ],
  [
    'Relacionamento',
    'Dinâmica de grupo',
    [
      'Respeita colegas e lideranças',
      'Coopera com a equipe para atingir resultados',
      'Resolve conflitos por meio do diálogo',
    ],
  ],
];

const LS: readonly [string, string[]][] = [
  [
    'Ativo',
    [
      'Gosto de experimentar coisas novas, mesmo sem planejar.',
      'Prefiro agir a ficar pensando muito antes de começar.',
      'Sinto-me bem quando há muitas tarefas acontecendo ao mesmo tempo.',
      'Costumo ser o primeiro a falar em reuniões.',
      'Aprendo melhor quando coloco a mão na massa.',
    ],
  ],
  [
    'Reflexivo',
    [
      'Antes de decidir, analiso todas as alternativas com calma.',
      'Prefiro observar os outros antes de participar.',
      'Gosto de rever o que aconteceu para tirar lições.',
      'Reúno o máximo de informações antes de concluir algo.',
      'Evito tirar conclusões precipitadas.',
    ],
  ],
  [
    'Teórico',
    [
      'Gosto de entender os princípios e as teorias por trás das coisas.',
      'Prefiro seguir uma lógica clara, passo a passo.',
      'Incomoda-me quando algo não tem explicação coerente.',
      'Organizo as ideias em sistemas e modelos.',
      'Valorizo a objetividade acima das emoções.',
    ],
  ],
  [
    'Pragmático',
    [
      'Interesso-me por ideias que possam ser aplicadas na prática.',
      'Gosto de testar logo se uma solução funciona.',
      'Prefiro soluções simples e úteis a discussões longas.',
      'Busco sempre a forma mais rápida de fazer uma tarefa.',
      'Aprendo melhor com exemplos concretos do dia a dia.',
    ],
  ],
];

const LM: readonly [string, [string, [string, string][]][]][] = [
  [
    'Aprendizado',
    [
      [
        'Quando preciso aprender uma tarefa nova, prefiro:',
        [
          ['Ver alguém fazendo ou olhar um desenho', 'Visual'],
          ['Ouvir uma explicação detalhada', 'Auditivo'],
          ['Tentar fazer eu mesmo', 'Cinestésico'],
        ],
      ],
      [
        'Para lembrar de uma informação importante, eu:',
        [
          ['Escrevo ou desenho um esquema', 'Visual'],
          ['Repito em voz alta', 'Auditivo'],
          ['Associo a um movimento ou ação', 'Cinestésico'],
        ],
      ],
    ],
  ],
  [
    'Comunicação',
    [
      [
        'Em uma conversa, presto mais atenção:',
        [
          ['Às expressões e gestos da pessoa', 'Visual'],
          ['Ao tom de voz e às palavras', 'Auditivo'],
          ['Ao que sinto durante a conversa', 'Cinestésico'],
        ],
      ],
      [
        'Para explicar um caminho a alguém, eu:',
        [
          ['Desenho um mapa', 'Visual'],
          ['Explico falando as referências', 'Auditivo'],
          ['Vou junto mostrando', 'Cinestésico'],
        ],
      ],
    ],
  ],
  [
    'Trabalho',
    [
      [
        'Um treinamento ideal para mim tem:',
        [
          ['Vídeos, slides e ilustrações', 'Visual'],
          ['Palestras e debates', 'Auditivo'],
          ['Atividades práticas e simulações', 'Cinestésico'],
        ],
      ],
      [
        'Quando algo dá errado no trabalho, eu:',
        [
          ['Procuro ver onde está o problema', 'Visual'],
          ['Converso com alguém sobre o problema', 'Auditivo'],
          ['Testo soluções até resolver', 'Cinestésico'],
        ],
      ],
    ],
  ],
];

export type PerguntaSeed = {
  id: number;
  id_tipo: 'LS' | 'LM' | 'CONF';
  ds_pergunta: string;
  ds_categoria: string;
  nm_teste_aplicado: string | null;
  nr_ordem: number;
};
export type OpcaoSeed = {
  id_resposta: number;
  id_pergunta: number;
  ds_resposta: string;
  ds_categoria: string;
  nr_ordem: number;
};

/** The question banks with fixed ids: CONF 1xx, LS 2xx, LM 3xx (their options 3xxx). */
export function perguntasTestes(): { perguntas: PerguntaSeed[]; opcoes: OpcaoSeed[] } {
  const perguntas: PerguntaSeed[] = [];
  const opcoes: OpcaoSeed[] = [];
  let ordem = 0;
  for (const [categoria, aplicado, textos] of CONF) {
    for (const t of textos) {
      ordem++;
      perguntas.push({
        id: 100 + ordem,
        id_tipo: 'CONF',
        ds_pergunta: t,
        ds_categoria: categoria,
        nm_teste_aplicado: aplicado,
        nr_ordem: ordem,
      });
    }
  }
  ordem = 0;
  for (const [estilo, textos] of LS) {
    for (const t of textos) {
      ordem++;
      perguntas.push({ id: 200 + ordem, id_tipo: 'LS', ds_pergunta: t, ds_categoria: estilo, nm_teste_aplicado: null, nr_ordem: ordem });
    }
  }
  ordem = 0;
  for (const [grupo, questoes] of LM) {
    for (const [t, alternativas] of questoes) {
      ordem++;
      const id = 300 + ordem;
      perguntas.push({ id, id_tipo: 'LM', ds_pergunta: t, ds_categoria: grupo, nm_teste_aplicado: null, nr_ordem: ordem });
      alternativas.forEach(([ds, meio], i) =>
        opcoes.push({ id_resposta: id * 10 + i + 1, id_pergunta: id, ds_resposta: ds, ds_categoria: meio, nr_ordem: i + 1 }),
      );
    }
  }
  return { perguntas, opcoes };
}
