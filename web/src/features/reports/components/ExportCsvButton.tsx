// 'Export CSV': every row of the list as the screen filters and orders it (all pages), saved as
// a CSV file with a header row and the values as the table shows them.
import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { flash, FLASH_PERSISTENT } from '../../../ui/flash/index.ts';
import { csvFileName, downloadCsv } from '../csv.ts';
import { exportCsv, type ExportSpec } from '../exportQueries.ts';

interface Props {
  /** The list's export (exportQueries.ts). */
  spec: ExportSpec;
  /** The screen's filters and order (paging is dropped: the export reads every page). */
  variables: Record<string, unknown>;
}

/** Builds the CSV of every page and downloads it. */
export function ExportCsvButton({ spec, variables }: Props) {
  const environment = useRelayEnvironment();
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      const { first: _first, after: _after, ...filters } = variables;
      downloadCsv(csvFileName(spec.name), await exportCsv(environment, spec, filters));
    } catch {
      flash.show('Error Exporting CSV', { severity: 'error', timeout: FLASH_PERSISTENT });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" bg="white" onClick={onExport} loading={busy} loadingText="Exporting…">
      Export CSV
    </Button>
  );
}
