"""Labels: evidence labels from a labelled query row, the Label Studio task/config format and export parsing,
feedback credibility. Pure; imports only `models`."""
