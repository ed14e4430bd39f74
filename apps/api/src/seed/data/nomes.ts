/**
 * Common Brazilian names, added to faker's short pt_BR lists so a million generated people do not
 * keep repeating the same few surnames. Includes the German, Italian and Polish surnames frequent
 * in Santa Catarina and Paraná.
 */
export const SOBRENOMES: readonly string[] = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa',
  'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa', 'Rocha',
  'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas', 'Cardoso',
  'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Pinto', 'Correia', 'Cavalcanti', 'Monteiro', 'Moura',
  'Campos', 'Borges', 'Cunha', 'Batista', 'Miranda', 'Nogueira', 'Pires', 'Castro', 'Melo', 'Barros', 'Farias',
  'Brito', 'Duarte', 'Fonseca', 'Rezende', 'Peixoto', 'Siqueira', 'Tavares', 'Leite', 'Assis', 'Vasconcelos',
  'Sales', 'Queiroz', 'Bezerra', 'Aguiar', 'Xavier', 'Macedo', 'Franco', 'Braga', 'Reis', 'Moraes', 'Saraiva',
  'Guimarães', 'Pacheco', 'Bittencourt', 'Coelho', 'Camargo', 'Prado', 'Antunes', 'Lacerda', 'Medeiros',
  'Paiva', 'Sampaio', 'Figueiredo', 'Magalhães', 'Rangel', 'Vargas', 'Amaral', 'Bastos', 'Matos', 'Cruz',
  'Fontes', 'Godoy', 'Leal', 'Lourenço', 'Maciel', 'Neves', 'Pedrosa', 'Quadros', 'Rosa', 'Sousa', 'Valente',
  'Vaz', 'Werneck', 'Zanella', 'Schmidt', 'Schneider', 'Müller', 'Weber', 'Becker', 'Fischer', 'Hoffmann',
  'Wagner', 'Schulz', 'Koch', 'Richter', 'Krüger', 'Zimmermann', 'Klein', 'Lang', 'Hass', 'Schroeder',
  'Schwarz', 'Braun', 'Krause', 'Vogel', 'Hermann', 'Lehmann', 'Kuhn', 'Wolff', 'Bauer', 'Mayer', 'Heinz',
  'Boehm', 'Rossi', 'Bianchi', 'Ferrari', 'Colombo', 'Romano', 'Ricci', 'Marchi', 'Bortolini', 'Pizzolatti',
  'Zanatta', 'Dal Pont', 'De Lucca', 'Bertoldi', 'Gasparini', 'Tomasi', 'Fabris', 'Girardi', 'Pasqualini',
  'Kowalski', 'Nowak', 'Wisniewski', 'Lewandowski', 'Kaminski', 'Zielinski', 'Wojcik', 'Mazur', 'Sobczak',
  'Tanaka', 'Nakamura', 'Yamamoto', 'Sato', 'Kimura', 'Hoepers', 'Petry', 'Stein', 'Kretzer', 'Voltolini',
];

export const NOMES_FEMININOS: readonly string[] = [
  'Maria', 'Ana', 'Francisca', 'Antônia', 'Adriana', 'Juliana', 'Márcia', 'Fernanda', 'Patrícia', 'Aline',
  'Sandra', 'Camila', 'Amanda', 'Jéssica', 'Letícia', 'Cristiane', 'Vanessa', 'Simone', 'Luciana', 'Tatiane',
  'Gabriela', 'Larissa', 'Rosângela', 'Rosana', 'Elaine', 'Priscila', 'Renata', 'Daniela', 'Débora', 'Michele',
  'Kelly', 'Talita', 'Bianca', 'Natália', 'Carolina', 'Mariana', 'Isabela', 'Viviane', 'Raquel', 'Sabrina',
  'Thaís', 'Andressa', 'Jaqueline', 'Karina', 'Monique', 'Rayane', 'Sueli', 'Terezinha', 'Vera', 'Lúcia',
  'Marlene', 'Neusa', 'Ivone', 'Solange', 'Eliane', 'Regina', 'Silvana', 'Fabiana', 'Kátia', 'Denise',
  'Gisele', 'Luana', 'Bruna', 'Stefany', 'Emily', 'Yasmin', 'Ketlin', 'Taís', 'Graziele', 'Franciele',
];

export const NOMES_MASCULINOS: readonly string[] = [
  'José', 'João', 'Antônio', 'Francisco', 'Carlos', 'Paulo', 'Pedro', 'Lucas', 'Luiz', 'Marcos', 'Luís',
  'Gabriel', 'Rafael', 'Daniel', 'Marcelo', 'Bruno', 'Eduardo', 'Felipe', 'Raimundo', 'Rodrigo', 'Manoel',
  'Mateus', 'André', 'Fernando', 'Fábio', 'Leonardo', 'Gustavo', 'Guilherme', 'Leandro', 'Tiago', 'Anderson',
  'Ricardo', 'Márcio', 'Jorge', 'Sebastião', 'Alexandre', 'Roberto', 'Edson', 'Diego', 'Vitor', 'Sérgio',
  'Cláudio', 'Renato', 'Jefferson', 'Wellington', 'Douglas', 'Alex', 'Adriano', 'Robson', 'Júlio', 'Vinícius',
  'Maicon', 'Jonas', 'Cristiano', 'Everton', 'Rogério', 'Valdir', 'Osmar', 'Ademir', 'Nelson', 'Wagner',
  'Willian', 'Kauã', 'Ryan', 'Wesley', 'Jean', 'Emerson', 'Gilberto', 'Moisés', 'Samuel', 'Ivan',
];
