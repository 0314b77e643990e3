"""The terminal face: a local table driven through the same table service and database."""
