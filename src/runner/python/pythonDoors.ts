/**
 * The part of the prelude (prelude.ts) that shuts Python's doors to JavaScript,
 * run in each worker before any learner code. JavaScript reached from Python
 * would be JavaScript in the worker, beside the trusted driver: the attack
 * review of issue #22 ran `ctypes.CDLL(None).emscripten_run_script(...)`.
 *
 * - `js`, `pyodide_js`, `pyodide` (with `pyodide.http`, `pyodide.code.run_js`,
 *   `pyodide.ffi`), the private `_pyodide*` modules, `ctypes` and CPython's
 *   test modules are removed from `sys.modules` (and `__main__`), and a
 *   finder refuses to import them, with a clear ImportError.
 * - A finder is only a convenience: learner code can take it out of
 *   `sys.meta_path`. What holds is an audit hook (PEP 578), which Python code
 *   cannot remove: it refuses those imports by any importer, every ctypes
 *   operation, heap walks (`gc.get_objects`, where Pyodide's converters
 *   would be found), and making a blocked built-in module with
 *   `_imp.create_builtin`; `_imp.create_dynamic` (loading a compiled
 *   extension, which learner code could write) is gone.
 * - Once the prelude has run, the removed modules' namespaces are emptied
 *   (`_pg_seal`, called by pythonLanguage.ts): `object.__subclasses__()`
 *   still finds Pyodide's classes, and their methods' `__globals__` were
 *   those namespaces, converters included.
 * - The ways out of the process (\`os._exit\`, \`os.abort\`, \`os.kill\` and \`killpg\`,
 *   \`signal.raise_signal\`, \`pthread_kill\`, \`alarm\`, \`setitimer\`), in \`os\` and in the
 *   \`posix\` and \`_signal\` modules behind it, raise a SystemExit that says what the code
 *   called instead: the real ones ended the worker's Python mid-case, and the learner read the
 *   runner's insides. Neither module can be made again (the audit hook), so the originals stay gone.
 * - In the browser, the Python frame's policy has no 'unsafe-eval'
 *   (frameDocument.ts): Emscripten's `emscripten_run_script` and the
 *   `Function` constructor throw there, whatever Python reaches.
 */
export const PYTHON_DOORS = String.raw`
_BLOCKED = (
    "js", "pyodide_js", "pyodide", "_pyodide", "_pyodide_core", "micropip", "pyodide_http",
    # Raw memory and calls of any function of the WebAssembly module, JavaScript imports included
    # (ctypes.CDLL(None).emscripten_run_script), and CPython's test modules, which poke memory too.
    "ctypes", "_ctypes", "_testcapi", "_testinternalcapi", "_testlimitedcapi", "_testbuffer",
    "_testclinic", "_testclinic_limited", "_testmultiphase", "_testsinglephase", "_xxtestfuzz",
    "_remote_debugging",
)


def _pg_blocked(name):
    return any(name == b or name.startswith(b + ".") for b in _BLOCKED)


class _PgBlocker:
    """A meta-path finder that refuses the modules that lead to JavaScript."""

    def find_spec(self, name, path=None, target=None):
        if _pg_blocked(name):
            raise ImportError(
                f"'{name}' is not available here: exercises use Python's standard library only",
                name=name,
            )
        return None


def _pg_refuse_exits():
    """Puts a SystemExit in the learner's words where Python would end its own process (see above)."""
    import os, posix, signal, _signal

    def refusal(what):
        def refused(*args, **kwargs):
            shown = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
            raise SystemExit(
                f"your code called {what}({shown}), which would end the Python process that runs it: "
                "it is not available here, so return a value from your function instead"
            )

        refused.__name__ = what.rpartition(".")[2]
        return refused

    for module, label, names in (
        (os, "os", ("_exit", "abort", "kill", "killpg")),
        (posix, "os", ("_exit", "abort", "kill", "killpg")),
        (signal, "signal", ("raise_signal", "pthread_kill", "alarm", "setitimer")),
        (_signal, "signal", ("raise_signal", "pthread_kill", "alarm", "setitimer")),
    ):
        for name in names:
            setattr(module, name, refusal(f"{label}.{name}"))


def _pg_close_doors():
    """Takes the doors out of sys.modules and the importers; returns the function that empties them.

    Out of sys.modules is not out of reach: object.__subclasses__() still finds Pyodide's classes
    (its event loop, its code runner, its proxy types), and their methods' __globals__ are the
    modules' namespaces, with pyodide.ffi's converters in them. The returned function empties those
    namespaces; the worker calls it once the prelude has run (not from inside it: runPython itself
    is Pyodide code that needs its module's globals until it returns)."""
    removed = []
    for name in list(sys.modules):
        if _pg_blocked(name):
            removed.append(sys.modules.pop(name))
    # Pyodide's own finder holds the JavaScript objects behind \`import js\` and \`import pyodide_js\`:
    # empty it and take it out, so no path through the import system leads to them.
    for finder in list(sys.meta_path):
        if type(finder).__name__ == "JsFinder":
            proxies = getattr(finder, "jsproxies", None)
            if isinstance(proxies, dict):
                proxies.clear()
            sys.meta_path.remove(finder)
    sys.meta_path.insert(0, _PgBlocker())
    # Pyodide left _pyodide_core in these globals, and its asyncio policy (pyodide.webloop) reaches
    # pyodide.ffi through its methods' globals: neither may stay where learner code can walk to it.
    main = sys.modules["__main__"].__dict__
    for key, value in list(main.items()):
        if type(value).__name__ == "module" and _pg_blocked(getattr(value, "__name__", "")):
            del main[key]
    events = sys.modules.get("asyncio.events")
    if events is not None:
        events._event_loop_policy = None

    def empty_namespaces():
        for module in removed:
            namespace = getattr(module, "__dict__", None)
            if isinstance(namespace, dict):
                namespace.clear()
        removed.clear()
        # The one class method of Pyodide's types that makes a JavaScript object (an Error) from Python.
        # Classes by id: comparing some of typing's classes warns (to stderr, which is the console here).
        seen, ids, stack = [], set(), [object]
        while stack:
            for sub in type.__subclasses__(stack.pop()):
                if id(sub) not in ids:
                    ids.add(id(sub))
                    seen.append(sub)
                    stack.append(sub)
        for cls in seen:
            namespace = type.__dict__["__dict__"].__get__(cls)
            if "pyodide" in str(namespace.get("__module__", "")):
                for name in ("new", "_new_exc"):
                    if name in namespace:
                        delattr(cls, name)
        main.pop("_pg_seal", None)

    return empty_namespaces


def _pg_install_audit_hook(blocked=frozenset(_BLOCKED), str=str, type=type, any=any, ImportError=ImportError,
                           PermissionError=PermissionError, create_builtin=_imp.create_builtin, audit=sys.audit, list=list,
                           ModuleSpec=importlib.machinery.ModuleSpec, BuiltinImporter=importlib.machinery.BuiltinImporter,
                           getattr=getattr):
    """An audit hook: CPython calls it on every audited event, and Python code cannot remove it.

    So what it refuses stays refused after learner code has emptied sys.meta_path and sys.modules:
    - importing a blocked module, by any importer;
    - every ctypes operation (loading a library, looking up a symbol, calling a function pointer,
      reading an address), however the learner got hold of ctypes' types;
    - walking the heap (gc.get_objects, get_referrers, get_referents), the way to Pyodide's own
      objects (its JavaScript converters) once they are out of sys.modules;
    - making a blocked built-in module again: _imp.create_builtin is replaced by a function
      that asks this hook, which alone holds the real one (Pyodide's _pyodide_core and _ctypes
      are built in, so no importer is needed for them, only that function).
    It holds no state a learner could reach: its data are its default arguments, and the function
    itself is referenced by CPython alone. A name is checked only if it is exactly a str (a subclass
    could lie in __eq__), and the real create_builtin gets a spec made here from the checked name,
    never the learner's (whose name could change between the check and the use)."""

    def refused(name):
        return type(name) is not str or any(name == b or name.startswith(b + ".") for b in blocked)

    def hook(event, args):
        if event == "pg.create_builtin":
            spec, box = args
            name = getattr(spec, "name", None)
            # _imp, and the modules whose ways out of the process were replaced (_pg_refuse_exits), are not made anew.
            if refused(name) or name in ("_imp", "posix", "_signal"):
                raise ImportError(f"'{name}' is not available here: exercises use Python's standard library only")
            box.append(create_builtin(ModuleSpec(name, BuiltinImporter, origin="built-in")))
        elif event == "import":
            name = args[0]
            if refused(name):
                root = name.partition(".")[0] if type(name) is str else "that module"
                raise ImportError(f"'{root}' is not available here: exercises use Python's standard library only")
        elif event.startswith("ctypes."):
            raise PermissionError("ctypes is not available here: exercises use Python's standard library only")
        elif event in ("gc.get_objects", "gc.get_referrers", "gc.get_referents"):
            raise PermissionError(f"{event} is not available here")

    sys.addaudithook(hook)

    def guarded_create_builtin(spec):
        box = list()
        audit("pg.create_builtin", spec, box)
        return box[0]

    _imp.create_builtin = guarded_create_builtin

    # A compiled extension (a *.so file, which learner code could write) would be loaded as WebAssembly
    # with the module's JavaScript imports. Pyodide here has none on sys.path, so the loader goes, for good:
    # nothing keeps the real _imp.create_dynamic, and _imp itself cannot be made again (above).
    def no_dynamic(spec, file=None):
        raise ImportError("compiled extensions are not available here: exercises use Python's standard library only")

    _imp.create_dynamic = no_dynamic


`;
