"""`layoutgen lsp` driven by pytest-lsp (pygls's client, a real LSP implementation written
elsewhere): diagnostics of every problem, hover, definition, completion, formatting, and the
protocol's edge cases (an unknown method, a document closed before a request, a 5,000-line
spec, shutdown and exit).

run: LAYOUTGEN=.build/debug/layoutgen python3 -m pytest Tests/LSP -q
"""
import asyncio
import os

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

LAYOUTGEN = os.environ.get("LAYOUTGEN", os.path.join(os.path.dirname(__file__), "..", "..", ".build", "debug", "layoutgen"))
URI = "file:///work/Cell.layout"

SPEC = """layout Cell {
    view icon
    view title: measured
    icon.size == 48
    icon.leading == 12
    icon.centerY == super.centerY
    title.leading==icon.trailing + 10
    title.trailing <= super.trailing - 12
    title.centerY == icon.centerY
    icon.widht == 40
    icon.width == 40
}
"""


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[LAYOUTGEN, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(
        types.InitializeParams(capabilities=client_capabilities("visual-studio-code"), root_uri="file:///work"))
    yield
    await lsp_client.shutdown_session()


def open_document(client, text=SPEC, uri=URI):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="layout", version=1, text=text)))


@pytest.mark.asyncio
async def test_every_problem_is_published(client: LanguageClient):
    open_document(client)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    messages = [(d.range.start.line, d.message) for d in client.diagnostics[URI]]
    assert (9, "unknown attribute 'widht'; did you mean 'width'?") in messages
    assert (10, "constraint conflicts with others: they differ by 8") in messages


@pytest.mark.asyncio
async def test_hover_definition_completion_formatting(client: LanguageClient):
    open_document(client, SPEC.replace("    icon.widht == 40\n    icon.width == 40\n", ""))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    document = types.TextDocumentIdentifier(uri=URI)
    hover = await client.text_document_hover_async(types.HoverParams(text_document=document, position=types.Position(line=6, character=6)))
    assert hover.contents.value.startswith("view title")
    assert "it yields to title.trailing <= super.trailing - 12 (line 8)" in hover.contents.value
    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=document, position=types.Position(line=6, character=6)))
    assert definition.range.start == types.Position(line=2, character=9)
    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=document, position=types.Position(line=6, character=10)))
    assert "centerY" in [item.label for item in completion.items]
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=document, options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert len(edits) == 1 and "    title.leading == icon.trailing + 10\n" in edits[0].new_text


@pytest.mark.asyncio
async def test_an_unknown_method_is_an_error_and_the_server_goes_on(client: LanguageClient):
    with pytest.raises(Exception) as error:
        await client.protocol.send_request_async("workspace/noSuchThing", {})
    assert "-32601" in str(error.value) or "not found" in str(error.value)
    open_document(client)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)


@pytest.mark.asyncio
async def test_a_closed_document_gets_an_empty_answer(client: LanguageClient):
    open_document(client)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=URI)))
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=types.Position(line=6, character=6)))
    assert hover is None


@pytest.mark.asyncio
async def test_a_5000_line_spec(client: LanguageClient):
    lines = ["layout Long {"]
    for i in range(1250):
        lines += [f"    view v{i}", f"    v{i}.leading == {i % 300}", f"    v{i}.top == 0", f"    v{i}.size == 10"]
    open_document(client, "\n".join(lines + ["}"]) + "\n")
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[URI]) == []
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI)))
    assert len(symbols[0].children) == 1250


@pytest.mark.asyncio
async def test_the_preview_lens_opens_the_watched_page(client: LanguageClient, tmp_path):
    spec = tmp_path / "Cell.layout"
    spec.write_text(SPEC.replace("    icon.widht == 40\n    icon.width == 40\n", ""))
    uri = spec.as_uri()
    open_document(client, spec.read_text(), uri=uri)
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [lens.command.title for lens in lenses] == ["Preview"]
    page = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command=lenses[0].command.command, arguments=lenses[0].command.arguments))
    assert page.startswith("file://") and page.endswith(".html")
    assert [shown.uri for shown in client.shown_documents] == [page]
    path = page[len("file://"):]
    assert "Cell" in open(path).read()
    # `preview --watch` rewrites the page when the spec is saved.
    before = os.path.getmtime(path)
    spec.write_text(spec.read_text().replace("icon.size == 48", "icon.size == 40"))
    for _ in range(100):
        if os.path.getmtime(path) != before:
            break
        await asyncio.sleep(0.05)
    assert os.path.getmtime(path) != before
