-- The audit log is evidence: the database refuses to change or remove it.
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
