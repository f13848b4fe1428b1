"""The class folder without Qt: file names every file system takes, files written whole or not
at all, 25 PCs writing at once (one of them killed in the middle of a write), the folder read
back and merged, and the check the dialog shows."""
from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop import class_folder
from desktop.training import class_results
from desktop.training.class_results import Snapshot
from tests.desktop.class_writer import answer
from tests.test_packaging import as_unprivileged

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name, safe", [
    ("Маша", "Маша"), ("Петя Иванов", "Петя Иванов"),
    ('a/b\\c:d*e?f"g<h>i|j', "a_b_c_d_e_f_g_h_i_j"),
    ("con", "_con"), ("LPT1.txt", "_LPT1.txt"), ("...", "_"), ("x. ", "x"), ("", "_"),
    ("a@b~c", "a_b_c"), ("tab\there", "tab_here"), (".hidden", "hidden"), ("я" * 100, "я" * 60)])
def test_names_are_safe_on_windows_and_linux(name, safe):
    assert class_folder.safe_name(name) == safe


def test_a_file_stem_tells_pupil_and_pc_and_a_hash_tells_writers_apart(monkeypatch):
    assert class_folder.file_stem("Маша", "PC-07") == "Маша@PC-07"
    one, two = (class_folder.file_stem("Маша", "PC-07", s) for s in ("store1", "store2"))
    assert one != two and one.startswith("Маша@PC-07~")
    monkeypatch.setenv(class_folder.PC_VARIABLE, " Кабинет 12 ")
    assert class_folder.pc_name() == "Кабинет 12"
    monkeypatch.delenv(class_folder.PC_VARIABLE)
    assert class_folder.pc_name() and "." not in class_folder.pc_name()


def snap(pupil="Маша", pc="PC-07", store="s1", revision=1, count=1):
    return Snapshot(pupil, pc, store, revision, tuple(answer(i) for i in range(count)))


def test_a_snapshot_is_written_whole_and_read_back(tmp_path):
    path = class_results.write(tmp_path, snap(count=3))
    assert path == tmp_path / "results" / "Маша@PC-07.json"
    assert class_results.read_file(path) == snap(count=3)
    assert [p.name for p in path.parent.iterdir()] == [path.name], "no temporary file left"
    with pytest.raises(FileNotFoundError):  # never creates the class folder itself
        class_results.write(tmp_path / "stick-not-plugged-in", snap())
    assert not (tmp_path / "stick-not-plugged-in").exists()


def test_a_name_taken_by_another_writer_is_not_overwritten(tmp_path):
    # (On Windows and SMB shares Маша and маша are the same file: the same check sees it.)
    mine = class_results.write(tmp_path, snap(store="mine"))
    theirs = class_results.write(tmp_path, snap(store="another user of PC-07"))
    assert len({mine, theirs}) == 2 and theirs.name.startswith("Маша@PC-07~")
    assert class_results.write(tmp_path, snap(store="mine", revision=2)) == mine
    assert class_results.read_file(mine).revision == 2


def test_the_newest_copy_counts_once_and_names_merge_across_pcs():
    merged = class_results.merge([
        snap("Маша", "PC-1", "s1", 1, 1), snap("Маша", "PC-1", "s1", 3, 3),  # an old copy
        snap("маша ", "PC-2", "s2", 5, 2), snap("Маша", "PC-9", "s1", 2, 2),  # a USB stick
        snap("Петя", "PC-2", "s2", 5, 4)])
    assert sorted(merged) == ["Маша", "Петя"]
    assert len(merged["Маша"]) == 3 + 2 and len(merged["Петя"]) == 4
    assert {pc for pc, _ in merged["Маша"]} == {"PC-1", "PC-2"}


def test_a_file_that_cannot_be_read_is_named_not_fatal(tmp_path):
    class_results.write(tmp_path, snap())
    results = tmp_path / "results"
    (results / "broken@PC-3.json").write_text('{"format": "finite-games-class-res', "utf-8")
    (results / "foreign@PC-4.json").write_text("[1, 2, 3]", "utf-8")
    (results / ".Петя@PC-5.json.PC-5.77.0a0b.tmp").write_text('{"format"', "utf-8")
    (results / "notes.txt").write_text("the teacher's notes", "utf-8")
    contents = class_results.read_folder(tmp_path)
    assert [s.pupil for s in contents.snapshots] == ["Маша"]
    assert [name for name, _ in contents.problems] == ["broken@PC-3.json", "foreign@PC-4.json"]
    assert contents.error is None
    missing = class_results.read_folder(tmp_path / "gone")
    assert isinstance(missing.error, OSError) and not missing.snapshots


def test_only_this_pcs_old_temporary_files_are_removed(tmp_path):
    old = time.time() - 2 * class_folder.STALE_SECONDS
    names = [".Маша@PC-01.json.PC-01.77.0a0b.tmp", ".Маша@PC-02.json.PC-02.77.0a0b.tmp",
             ".Петя@PC-01.json.PC-01.78.0a0c.tmp", "Маша@PC-01.json"]
    for i, name in enumerate(names):
        (tmp_path / name).write_text("{")
        if i < 2:
            os.utime(tmp_path / name, (old, old))
    assert class_folder.remove_stale_temporaries(tmp_path, "PC-01") == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(names[1:])
    assert class_folder.remove_stale_temporaries(tmp_path / "gone", "PC-01") == 0


def test_the_check_tells_missing_file_and_usable(tmp_path):
    assert class_folder.check(tmp_path / "gone").problem == "missing"
    (tmp_path / "file").write_text("x")
    assert class_folder.check(tmp_path / "file").problem == "not-folder"
    class_results.write(tmp_path, snap())
    state = class_folder.check(tmp_path)
    assert state.usable and state.files == 1
    assert [p.name for p in (tmp_path / "results").iterdir()] == ["Маша@PC-07.json"]


def world_readable_folder(tmp_path_factory) -> Path:
    """A folder an unprivileged user can reach (pytest's own is private to root)."""
    base = Path(tmp_path_factory.mktemp("share", numbered=True))
    for path in [base, *base.parents]:
        if path == Path("/"):
            break
        path.chmod(path.stat().st_mode | stat.S_IXOTH | stat.S_IROTH)
    return base


def test_the_check_tells_a_read_only_folder_for_a_real_user(tmp_path_factory):
    folder = world_readable_folder(tmp_path_factory) / "class"
    (folder / "results").mkdir(parents=True)
    for path in (folder, folder / "results"):
        path.chmod(0o755)  # the owner's (root's) only: read-only for everybody else
    code = """if True:
        import sys
        from pathlib import Path
        from desktop import class_folder
        from desktop.training import class_results
        from tests.desktop.test_class_folder import snap
        folder = Path(sys.argv[1])
        print(class_folder.check(folder).problem)
        try:
            class_results.write(folder, snap())
        except OSError as exc:
            print(class_folder.problem(exc))
        """
    out = subprocess.run(as_unprivileged([sys.executable, "-c", code, str(folder)]),
                         capture_output=True, text=True, cwd=ROOT, timeout=60,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert out.stdout.split() == ["read-only", "read-only"], out.stderr
    assert list((folder / "results").iterdir()) == [], "not even a temporary file"
    if os.geteuid() != 0:
        return
    assert class_folder.check(folder).usable, "root itself may write there"


WRITERS = 25
ANSWERS = 40


@pytest.fixture
def fast_folder(tmp_path):
    """In memory where there is /dev/shm: the 1,000 writes each wait for the disk (fsync, about
    5 ms here) and would take the test from about 3 s to 10 s; the renames are as atomic."""
    shm = Path("/dev/shm")
    if shm.is_dir() and os.access(shm, os.W_OK):
        import tempfile
        base = Path(tempfile.mkdtemp(prefix="class-folder-", dir=shm))
        yield base
        import shutil
        shutil.rmtree(base, ignore_errors=True)
    else:
        yield tmp_path


def test_25_pcs_write_40_results_each_at_once_and_a_killed_writer_harms_nothing(fast_folder):
    folder = fast_folder / "Класс 7Б"
    folder.mkdir()
    env = {**os.environ, "PYTHONPATH": str(ROOT)}

    def writer(pc: str, pupil: str, *extra: str) -> subprocess.Popen[str]:
        return subprocess.Popen(
            [sys.executable, "-m", "tests.desktop.class_writer", str(folder), pupil,
             str(ANSWERS), *extra], cwd=ROOT, env={**env, class_folder.PC_VARIABLE: pc},
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    # 20 pupils: five of them sat at two PCs (the table merges them).
    writers = [writer(f"PC-{i:02d}", f"Ученик {i % 20:02d}") for i in range(WRITERS)]
    victim = writer("PC-killed", "Жертва", "--forever")
    started = time.monotonic()
    (folder / "go").write_text("")
    results = folder / "results"
    while not any(results.glob("Жертва@*.json")) and time.monotonic() - started < 30:
        time.sleep(0.01)
    time.sleep(0.05)
    victim.send_signal(signal.SIGKILL)  # in the middle of a write, most likely
    victim.wait(30)
    for proc in writers:
        out, err = proc.communicate(timeout=120)
        assert proc.returncode == 0 and out.strip() == "done", err
    seconds = time.monotonic() - started
    # And one writer that died in a write for sure: its temporary file stays half written.
    (results / ".Ученик 00@PC-00.json.PC-00.999.0a0b0c0d.tmp").write_text(
        '{"format": "finite-games-class-results", "pupil": "Уч', "utf-8")
    contents = class_results.read_folder(folder)
    assert contents.problems == [] and contents.error is None
    merged = class_results.merge(s for s in contents.snapshots if s.pupil != "Жертва")
    assert len(merged) == 20
    assert sum(len(answers) for answers in merged.values()) == WRITERS * ANSWERS == 1000
    assert {len(merged[f"Ученик {i:02d}"]) for i in range(5)} == {2 * ANSWERS}
    assert {pc for pc, _ in merged["Ученик 03"]} == {"PC-03", "PC-23"}
    leftovers = [p.name for p in results.iterdir() if class_folder.is_temporary(p.name)]
    print(f"\n{WRITERS} writers × {ANSWERS} answers: {seconds:.1f} s; "
          f"temporary files left by the killed writers: {len(leftovers)}")


@pytest.mark.parametrize("line, folder", [
    (r"folder=\\server\class\7Б", r"\\server\class\7Б"),
    (r'folder="\\server\class\7Б"', r"\\server\class\7Б"),
    (r"folder=C:\Класс\7Б, 2026", r"C:\Класс\7Б, 2026"),
    (r"folder=\\\\server\\class\\7Б", r"\\server\class\7Б"),  # escaped as QSettings writes
    ("folder=//server/class/7Б", "//server/class/7Б"),
    ("folder=/media/учитель/FLASH/7Б", "/media/учитель/FLASH/7Б")])
def test_an_administrator_types_the_folder_into_settings_ini(tmp_path, line, folder):
    from desktop.settings import Settings
    (tmp_path / "settings.ini").write_text(f"[General]\nui\\language=ru\n\n[class]\n{line}\n",
                                           encoding="utf-8")
    settings = Settings(tmp_path)
    assert settings.problems == []
    assert class_folder.configured(settings) == Path(folder)
    settings.setValue(class_folder.SETTING, str(Path(folder)))  # and the app writes it back
    settings.sync()
    assert Settings(tmp_path).value(class_folder.SETTING) == str(Path(folder))
