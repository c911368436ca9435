"""Mutants of a Python reference solution, for `npm run exercises:mutate`.

Python has no Stryker, so this makes the same kinds of small wrong programs
with the standard library's own parser (`ast`): each mutant changes one node
of the reference and is spliced into the original text by the node's
position, so every other line stays as written (comments, layout and line
numbers included). The mutators take Stryker's names, so a report reads the
same for both languages. Trusted code: it runs in the tooling's Pyodide, never
in a learner's.
"""

import ast
import json

_ARITHMETIC = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.Div, ast.Div: ast.Mult,
               ast.FloorDiv: ast.Mult, ast.Mod: ast.Mult}
# Stryker's EqualityOperator: each comparison to its boundary twin and to its opposite.
_COMPARISON = {ast.Eq: [ast.NotEq], ast.NotEq: [ast.Eq], ast.Lt: [ast.LtE, ast.GtE], ast.LtE: [ast.Lt, ast.Gt],
               ast.Gt: [ast.GtE, ast.LtE], ast.GtE: [ast.Gt, ast.Lt], ast.In: [ast.NotIn], ast.NotIn: [ast.In],
               ast.Is: [ast.IsNot], ast.IsNot: [ast.Is]}
# Stryker's MethodExpression, in Python's names: a method or built-in swapped for its twin.
_METHODS = {"startswith": "endswith", "endswith": "startswith", "upper": "lower", "lower": "upper",
            "strip": "lstrip", "lstrip": "strip", "rstrip": "strip", "any": "all", "all": "any",
            "min": "max", "max": "min"}
_BODIES = ("body", "orelse", "finalbody")
_PARENTHESIZED = (ast.BoolOp, ast.BinOp, ast.UnaryOp, ast.Compare, ast.IfExp, ast.Lambda, ast.NamedExpr)


def find_mutants(source):
    raw = source.encode("utf-8")
    line_starts = [0] + [i + 1 for i, byte in enumerate(raw) if byte == 10]
    tree = ast.parse(source)
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef))
                  and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)}
    in_fstring = {id(part) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for part in ast.walk(node)
                  if part is not node}
    found = []

    def offset(line, col):
        return line_starts[line - 1] + col

    def splice(start, end, line, mutator, replacement):
        # Columns are UTF-8 bytes in ast; an editor counts characters.
        column = len(raw[line_starts[line - 1]:start].decode("utf-8")) + 1
        found.append({
            "mutator": mutator,
            "line": line,
            "column": column,
            "original": raw[start:end].decode("utf-8"),
            "replacement": replacement,
            "source": (raw[:start] + replacement.encode("utf-8") + raw[end:]).decode("utf-8"),
        })

    def replace(node, mutator, new):
        text = new if isinstance(new, str) else ast.unparse(new)
        if not isinstance(new, str) and isinstance(new, _PARENTHESIZED):
            text = f"({text})"
        splice(offset(node.lineno, node.col_offset), offset(node.end_lineno, node.end_col_offset), node.lineno, mutator, text)

    def with_field(node, **changes):
        copy = type(node)(**{field: getattr(node, field) for field in node._fields})
        for name, value in changes.items():
            setattr(copy, name, value)
        return copy

    def condition(test):
        if isinstance(test, ast.Constant):
            return
        replace(test, "ConditionalExpression", "True")
        replace(test, "ConditionalExpression", "False")

    for node in ast.walk(tree):
        if id(node) in in_fstring:
            continue
        if isinstance(node, ast.BinOp) and type(node.op) in _ARITHMETIC:
            replace(node, "ArithmeticOperator", with_field(node, op=_ARITHMETIC[type(node.op)]()))
        elif isinstance(node, ast.AugAssign) and type(node.op) in _ARITHMETIC:
            replace(node, "AssignmentOperator", with_field(node, op=_ARITHMETIC[type(node.op)]()))
        elif isinstance(node, ast.Compare):
            for index, op in enumerate(node.ops):
                for twin in _COMPARISON.get(type(op), []):
                    ops = list(node.ops)
                    ops[index] = twin()
                    replace(node, "EqualityOperator", with_field(node, ops=ops))
        elif isinstance(node, ast.BoolOp):
            replace(node, "LogicalOperator", with_field(node, op=ast.Or() if isinstance(node.op, ast.And) else ast.And()))
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            replace(node, "BooleanLiteral", node.operand)
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            replace(node, "UnaryOperator", node.operand)
        elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
            replace(node, "BooleanLiteral", "False" if node.value else "True")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            replace(node, "StringLiteral", '""' if node.value else '"Stryker was here!"')
        elif isinstance(node, ast.JoinedStr):
            replace(node, "StringLiteral", '""')
        elif isinstance(node, ast.List) and isinstance(node.ctx, ast.Load) and node.elts:
            replace(node, "ArrayDeclaration", "[]")
        elif isinstance(node, ast.Dict) and node.keys:
            replace(node, "ObjectLiteral", "{}")
        elif isinstance(node, ast.Call):
            function = node.func
            if isinstance(function, ast.Attribute) and function.attr in _METHODS:
                start = offset(function.end_lineno, function.end_col_offset) - len(function.attr.encode("utf-8"))
                splice(start, offset(function.end_lineno, function.end_col_offset), function.end_lineno, "MethodExpression", _METHODS[function.attr])
            elif isinstance(function, ast.Name) and function.id in _METHODS:
                replace(function, "MethodExpression", _METHODS[function.id])

        if isinstance(node, (ast.If, ast.IfExp)):
            condition(node.test)
        elif isinstance(node, ast.While) and not isinstance(node.test, ast.Constant):
            # Always true would loop forever: only the loop that never runs.
            replace(node.test, "ConditionalExpression", "False")
        elif isinstance(node, ast.comprehension):
            for test in node.ifs:
                condition(test)

        # Stryker's BlockStatement: a block emptied (here: `pass`).
        for field in _BODIES:
            body = getattr(node, field, None)
            if not isinstance(body, list) or not body or not isinstance(body[0], ast.stmt):
                continue
            if len(body) == 1 and isinstance(body[0], ast.Pass):
                continue
            # Not the module, nor a class body (a dataclass's fields): Stryker empties blocks of code only.
            if isinstance(node, (ast.Module, ast.ClassDef)):
                continue
            first, last = body[0], body[-1]
            splice(offset(first.lineno, first.col_offset), offset(last.end_lineno, last.end_col_offset), first.lineno,
                   "BlockStatement", "pass")

    # Each mutant must still be Python: a splice that does not parse is not a program a learner could write.
    kept = []
    for mutant in found:
        try:
            ast.parse(mutant["source"])
        except SyntaxError:
            continue
        kept.append(mutant)
    kept.sort(key=lambda m: (m["line"], m["column"]))
    return json.dumps(kept)
