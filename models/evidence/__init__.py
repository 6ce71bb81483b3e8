"""Evidence: the DCEE model (torch), time anchors in queries, temporal decay and validity windows, version
lineage, calibration (reliability bins, ECE). Pure; imports only `models`."""
