-- Issue 24, point 14. Extensions live in the schema "extensions" (Supabase's convention), out of
-- "public", which Supabase's REST API exposes to "anon" and "authenticated" (pg_trgm's functions were
-- callable there as RPCs). pg_trgm is relocatable; the search index keeps its operator class (indexes
-- refer to it by oid) and the search's ILIKE is a built-in operator, so nothing else moves.
CREATE SCHEMA IF NOT EXISTS extensions;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
             WHERE e.extname = 'pg_trgm' AND n.nspname = 'public') THEN
    ALTER EXTENSION pg_trgm SET SCHEMA extensions;
  END IF;
END
$$;--> statement-breakpoint
-- Privileges. A function is executable by PUBLIC when it is created, and every role (anon included)
-- is a member of PUBLIC, so revoking from the API roles alone (0002) never closed functions. And
-- ALTER DEFAULT PRIVILEGES without FOR ROLE covers only objects the migrating role creates: here it is
-- repeated for every role we can act for that owns these schemas or holds default privileges in them
-- (on Supabase, "postgres"); a role we cannot act for is named in a warning. Idempotent, and it runs
-- on PGlite and plain PostgreSQL (where the API roles do not exist) as on Supabase.
DO $$
DECLARE
  api_role text;
  creator text;
  s text;
  kind text;
BEGIN
  REVOKE ALL ON SCHEMA extensions FROM PUBLIC;
  REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA extensions FROM PUBLIC;
  REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC;
  FOR creator IN
    SELECT DISTINCT c.name FROM (
      SELECT current_user::text AS name
      UNION SELECT pg_get_userbyid(n.nspowner)::text FROM pg_namespace n
            WHERE n.nspname IN ('public', 'extensions')
      UNION SELECT pg_get_userbyid(d.defaclrole)::text FROM pg_default_acl d
            LEFT JOIN pg_namespace n ON n.oid = d.defaclnamespace
            WHERE d.defaclnamespace = 0 OR n.nspname IN ('public', 'extensions')
    ) c
    WHERE c.name NOT LIKE 'pg\_%' AND c.name NOT IN ('anon', 'authenticated')
  LOOP
    IF NOT pg_has_role(current_user, creator, 'MEMBER') THEN
      RAISE WARNING 'default privileges of role % in public/extensions left as they are (run this as that role to revoke them)', creator;
      CONTINUE;
    END IF;
    -- Global: default privileges given per schema only add to these, so PUBLIC's EXECUTE goes here.
    EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I REVOKE EXECUTE ON FUNCTIONS FROM PUBLIC', creator);
    FOREACH api_role IN ARRAY ARRAY['anon', 'authenticated'] LOOP
      CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = api_role);
      FOREACH s IN ARRAY ARRAY['public', 'extensions'] LOOP
        FOREACH kind IN ARRAY ARRAY['TABLES', 'SEQUENCES', 'FUNCTIONS'] LOOP
          EXECUTE format('ALTER DEFAULT PRIVILEGES FOR ROLE %I IN SCHEMA %I REVOKE ALL ON %s FROM %I',
                         creator, s, kind, api_role);
        END LOOP;
      END LOOP;
    END LOOP;
  END LOOP;
  FOREACH api_role IN ARRAY ARRAY['anon', 'authenticated'] LOOP
    CONTINUE WHEN NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = api_role);
    FOREACH s IN ARRAY ARRAY['public', 'extensions'] LOOP
      EXECUTE format('REVOKE ALL ON ALL TABLES IN SCHEMA %I FROM %I', s, api_role);
      EXECUTE format('REVOKE ALL ON ALL SEQUENCES IN SCHEMA %I FROM %I', s, api_role);
      EXECUTE format('REVOKE ALL ON ALL FUNCTIONS IN SCHEMA %I FROM %I', s, api_role);
    END LOOP;
    EXECUTE format('REVOKE ALL ON SCHEMA extensions FROM %I', api_role);
  END LOOP;
END
$$;
