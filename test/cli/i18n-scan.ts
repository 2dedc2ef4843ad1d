/**
 * Reads the sources with the TypeScript compiler and lists every `msg(…)` call: its id, its
 * English (each expression written as ${its source text}) and the expressions it names.
 * Used by ./i18n-ids.test.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = new URL('../../', import.meta.url).pathname;
const SRC = join(ROOT, 'src');

export interface MessageUse {
  id: string | null;
  /** The English, with each expression written as ${its source text}. */
  english: string;
  /** The source text of each expression, in order. */
  values: string[];
  /** The English with each expression as `${}`: two uses of one id must have the same shape. */
  shape: string;
  where: string;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    // The files test/app/layers.test.ts writes into src/ for a moment, in a test running beside this one: no part of the app.
    if (/^zz-(layer|cycle)-probe-/.test(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path.endsWith(join('i18n', 'locales')) ? [] : files(path);
    return path.endsWith('.ts') && !path.endsWith('.d.ts') ? [path] : [];
  });
}

/** Every `msg(…)` call of the sources, with its id and English. */
export function messageUses(): MessageUse[] {
  const uses: MessageUse[] = [];
  for (const file of files(SRC)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('msg(')) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'msg') {
        const [template, options] = node.arguments;
        const where = `${relative(ROOT, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        let english: string;
        let shape = '';
        const values: string[] = [];
        if (template && (ts.isStringLiteral(template) || ts.isNoSubstitutionTemplateLiteral(template))) {
          english = template.text;
          shape = english;
        } else if (template && ts.isTaggedTemplateExpression(template)) {
          const t = template.template;
          if (ts.isNoSubstitutionTemplateLiteral(t)) english = shape = t.text;
          else {
            english = shape = t.head.text;
            for (const span of t.templateSpans) {
              const value = span.expression.getText(source);
              values.push(value);
              english += `\${${value}}${span.literal.text}`;
              shape += `\${}${span.literal.text}`;
            }
          }
        } else {
          english = `<not a literal: ${template?.getText(source) ?? ''}>`;
        }
        let id: string | null = null;
        if (options && ts.isObjectLiteralExpression(options)) {
          for (const p of options.properties) {
            if (ts.isPropertyAssignment(p) && p.name.getText(source) === 'id' && ts.isStringLiteral(p.initializer)) id = p.initializer.text;
          }
        }
        uses.push({ id, english, values, shape, where });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}
