import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';

/**
 * Each island gets only the words its shell picks (`messages={pick(locale, list)}`), and a word it
 * uses but was not given shows as its raw key. So for every island the shells render, the keys its
 * code can reach must be exactly the keys its list holds: none missing, none shipped for nothing.
 */

const root = resolve(__dirname, '../..');
const dictionaryKeys = new Set(Object.keys(en));

/** Keys a list may hold though no code names them whole (the code builds them), each with why. */
const builtOnly: Record<string, string> = {};

// ---- The entries: every component an .astro file renders with `messages={pick(locale, …)}`.

type Entry = { shell: string; island: string; keys: () => Promise<readonly string[]> };

function astroFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => join(folder, file));
}

function entriesOf(shell: string): Entry[] {
  const text = readFileSync(join(root, shell), 'utf8');
  const imports = new Map<string, string>(); // imported name (or default) -> module specifier
  for (const [, clause, from] of text.matchAll(/import\s+(?!type\b)([^;]+?)\s+from\s+'([^']+)'/g)) {
    const [defaultName, named] = (clause as string).split(/,?\s*\{/);
    if (defaultName?.trim()) imports.set(defaultName.trim(), from as string);
    for (const name of named?.replace('}', '').split(',') ?? []) if (name.trim()) imports.set(name.trim(), from as string);
  }
  return [...text.matchAll(/messages=\{pick\(locale, (\[[^\]]*\]|\w+)\)\}/g)].map((match) => {
    const component = [...text.slice(0, match.index).matchAll(/<([A-Z]\w*)/g)].at(-1)?.[1] as string;
    const list = match[1] as string;
    const island = relative(root, resolvePath(join(root, shell), imports.get(component) as string) as string);
    const keys = list.startsWith('[')
      ? async () => [...list.matchAll(/'([^']+)'/g)].map((m) => m[1] as string)
      : async () => {
          const from = resolvePath(join(root, shell), imports.get(list) as string) as string;
          return (await import(from))[list] as readonly string[];
        };
    return { shell, island, keys };
  });
}

// ---- The keys an island's code can reach, following imports name by name (as a bundler shakes trees).

const codeFolders = [join(root, 'src'), join(root, 'machines')];
/**
 * Files that name keys without showing them: the word lists, the dictionaries, and the route table
 * (each page's title, which the shells translate; islands import it for paths only).
 */
const notCode = (file: string) => /\/messageKeys\.ts$|\/src\/i18n\/(en|de|es|fr|ja|zh)\.ts$|\/src\/routing\/routes\.ts$/.test(file);

/** The file a relative (or `@/`) import names; undefined for a package. */
function resolvePath(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(root, 'src', specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** The source file an import brings into the island, if it is code whose keys count. */
function resolveModule(from: string, specifier: string): string | undefined {
  const file = resolvePath(from, specifier);
  return file && codeFolders.some((folder) => file.startsWith(folder)) && !notCode(file) ? file : undefined;
}

type Target = { file: string; name: string };
type Module = {
  /** Top-level statements by the local name they declare. */
  declarations: Map<string, ts.Statement[]>;
  /** What runs on import whatever is used: statements that declare nothing. */
  effects: ts.Statement[];
  imports: Map<string, Target>;
  /** Exported name -> local name. */
  exports: Map<string, string>;
  reexports: Map<string, Target>;
  starExports: string[];
  file: string;
};

const modules = new Map<string, Module>();

function moduleOf(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const module: Module = {
    declarations: new Map(),
    effects: [],
    imports: new Map(),
    exports: new Map(),
    reexports: new Map(),
    starExports: [],
    file,
  };
  const declare = (name: string, statement: ts.Statement) =>
    module.declarations.set(name, [...(module.declarations.get(name) ?? []), statement]);
  const has = (statement: ts.Statement, modifier: ts.SyntaxKind) =>
    ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === modifier);
  const exported = (statement: ts.Statement) => has(statement, ts.SyntaxKind.ExportKeyword);
  const isDefault = (statement: ts.Statement) => has(statement, ts.SyntaxKind.DefaultKeyword);

  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const target = resolveModule(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      const clause = statement.importClause;
      if (!target || clause?.isTypeOnly) continue;
      if (!clause) module.effects.push(statement);
      if (clause?.name) module.imports.set(clause.name.text, { file: target, name: 'default' });
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) module.imports.set(bindings.name.text, { file: target, name: '*' });
      if (bindings && ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          if (!element.isTypeOnly)
            module.imports.set(element.name.text, { file: target, name: (element.propertyName ?? element.name).text });
    } else if (ts.isExportDeclaration(statement)) {
      if (statement.isTypeOnly) continue;
      const target = statement.moduleSpecifier && resolveModule(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      const clause = statement.exportClause;
      if (statement.moduleSpecifier && !target) continue;
      if (target && !clause) module.starExports.push(target);
      if (clause && ts.isNamedExports(clause))
        for (const element of clause.elements) {
          const local = (element.propertyName ?? element.name).text;
          if (target) module.reexports.set(element.name.text, { file: target, name: local });
          else module.exports.set(element.name.text, local);
        }
    } else if (ts.isExportAssignment(statement)) {
      declare('default', statement);
      module.exports.set('default', 'default');
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        for (const name of boundNames(declaration.name)) {
          declare(name, statement);
          if (exported(statement)) module.exports.set(name, name);
        }
    } else if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) {
      const name = statement.name?.text ?? 'default';
      declare(name, statement);
      if (exported(statement)) module.exports.set(isDefault(statement) ? 'default' : name, name);
    } else if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement) && !ts.isModuleDeclaration(statement)) {
      module.effects.push(statement);
    }
  }
  modules.set(file, module);
  return module;
}

function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((element) => (ts.isOmittedExpression(element) ? [] : boundNames(element.name)));
}

/** Dictionary keys named whole, and the fixed starts of keys built in template literals (`payout.status.${s}`). */
type Usage = { keys: Set<string>; prefixes: Set<string> };

function usageOf(island: string): Usage {
  const usage: Usage = { keys: new Set(), prefixes: new Set() };
  const seen = new Set<string>();

  const reachExport = (file: string, name: string): void => {
    if (seen.has(`${file}#export:${name}`)) return;
    seen.add(`${file}#export:${name}`);
    const module = moduleOf(file);
    reachModule(module);
    if (name === '*') {
      for (const exported of [...module.exports.keys(), ...module.reexports.keys()]) reachExport(file, exported);
      for (const star of module.starExports) reachExport(star, '*');
      return;
    }
    const local = module.exports.get(name);
    const reexport = module.reexports.get(name);
    if (local !== undefined) reachLocal(module, local);
    else if (reexport) reachExport(reexport.file, reexport.name);
    else for (const star of module.starExports) reachExport(star, name);
  };

  const reachModule = (module: Module) => {
    if (seen.has(module.file)) return;
    seen.add(module.file);
    for (const statement of module.effects) scan(statement, module);
  };

  const reachLocal = (module: Module, name: string) => {
    if (seen.has(`${module.file}#${name}`)) return;
    seen.add(`${module.file}#${name}`);
    const imported = module.imports.get(name);
    if (imported) reachExport(imported.file, imported.name);
    for (const statement of module.declarations.get(name) ?? []) scan(statement, module);
  };

  const addPrefix = (start: string) => {
    if (start.includes('.') && [...dictionaryKeys].some((key) => key.startsWith(start))) usage.prefixes.add(start);
  };

  const scan = (node: ts.Node, module: Module): void => {
    if (ts.isTypeNode(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (dictionaryKeys.has(node.text)) usage.keys.add(node.text);
      else addPrefix(node.text.split('{')[0] as string); // a key pattern filled in later: 'payout.method.{v}'
    } else if (ts.isTemplateExpression(node)) {
      addPrefix(node.head.text);
    } else if (ts.isIdentifier(node)) {
      if (module.declarations.has(node.text) || module.imports.has(node.text)) reachLocal(module, node.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const target = resolveModule(module.file, (node.arguments[0] as ts.StringLiteral).text);
      if (target) reachExport(target, '*');
    }
    ts.forEachChild(node, (child) => scan(child, module));
  };

  reachExport(join(root, island), 'default');
  return usage;
}

// ---- The check.

const shells = [...astroFiles('src/screens'), ...astroFiles('src/layouts')];
const entries = shells.flatMap(entriesOf);

describe('message keys', () => {
  it('finds the islands the shells render with picked words', () => {
    expect(entries.length).toBeGreaterThan(30);
  });

  for (const { shell, island, keys } of entries) {
    it(`${shell} gives ${island} exactly the words its code uses`, async () => {
      const listed = new Set(await keys());
      const { keys: used, prefixes } = usageOf(island);
      const missing = [
        ...[...used].filter((key) => !listed.has(key)),
        ...[...prefixes].filter((prefix) => ![...listed].some((key) => key.startsWith(prefix))).map((prefix) => `${prefix}…`),
      ];
      const unused = [...listed].filter(
        (key) => !used.has(key) && ![...prefixes].some((prefix) => key.startsWith(prefix)) && !(key in builtOnly),
      );
      expect(missing, `used by ${island} but not in the list its shell ${shell} picks (they show as raw keys)`).toEqual([]);
      expect(unused, `picked by ${shell} but used by no code ${island} reaches`).toEqual([]);
    });
  }
});
