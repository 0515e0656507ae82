-- Core schema of the broker portal reference server.
CREATE TABLE IF NOT EXISTS agents (
  id serial PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  tel text NOT NULL,
  facename text NOT NULL,
  phone text NOT NULL,
  tels text[] NOT NULL DEFAULT '{}',
  email text NOT NULL,
  business_id text NOT NULL,
  business_id_img text,
  reg_id text NOT NULL,
  reg_id_img text,
  sign_status text NOT NULL DEFAULT 'NONE',
  greetings text NOT NULL DEFAULT '',
  vested boolean NOT NULL DEFAULT false,
  nsdi_agent_seq integer,
  banned_count integer NOT NULL DEFAULT 0,
  is_ceo_safe_auth boolean NOT NULL DEFAULT false,
  is_show_nsdi_update_noti boolean NOT NULL DEFAULT false,
  use_recommend boolean NOT NULL DEFAULT false,
  use_premium boolean NOT NULL DEFAULT false,
  use_vip boolean NOT NULL DEFAULT false,
  use_item boolean NOT NULL DEFAULT false,
  is_owner_terms boolean NOT NULL DEFAULT false,
  is_analysis boolean NOT NULL DEFAULT false,
  is_messenger boolean NOT NULL DEFAULT false,
  is_subscribe boolean NOT NULL DEFAULT false,
  is_display_lh boolean NOT NULL DEFAULT false,
  is_serve_user boolean NOT NULL DEFAULT false,
  is_serve_item_used_apt boolean NOT NULL DEFAULT false,
  is_serve_item_used_officetel boolean NOT NULL DEFAULT false,
  has_naver_item boolean NOT NULL DEFAULT false,
  is_show_sign_menu boolean NOT NULL DEFAULT false,
  confirm_use_count integer NOT NULL DEFAULT 0,
  owner_use_count integer NOT NULL DEFAULT 0,
  owner_max_count integer NOT NULL DEFAULT 0,
  owner_use_pick_count integer NOT NULL DEFAULT 0,
  address_sigungu text NOT NULL DEFAULT '',
  gc_terms boolean NOT NULL DEFAULT false,
  gc_alimtalk boolean NOT NULL DEFAULT false,
  gc_edit_count integer NOT NULL DEFAULT 0,
  gc_public_check_count integer NOT NULL DEFAULT 0,
  chat_response_level text NOT NULL DEFAULT '',
  receptionist_name text NOT NULL DEFAULT '',
  receptionist_phone text NOT NULL DEFAULT '',
  receptionist_message text NOT NULL DEFAULT ''
);

CREATE TABLE IF NOT EXISTS users (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents(id),
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  name text NOT NULL,
  role_type integer,
  duty text NOT NULL DEFAULT '',
  tel text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  safe_phone text NOT NULL DEFAULT '',
  profile text,
  contact_methods integer[] NOT NULL DEFAULT '{}',
  chat_contact_message text NOT NULL DEFAULT '',
  is_show_set_contact_method boolean NOT NULL DEFAULT false,
  unread_messenger_count integer NOT NULL DEFAULT 0,
  is_safe_auth boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  phone_verified boolean NOT NULL DEFAULT false,
  is_sign_user boolean NOT NULL DEFAULT false,
  warning_count integer NOT NULL DEFAULT 0,
  penalty_until timestamptz,
  has_naver_penalty boolean NOT NULL DEFAULT false,
  tool_signed_up boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS users_agent_idx ON users(agent_id);

CREATE TABLE IF NOT EXISTS agent_contacts (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents(id),
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  position integer NOT NULL
);
CREATE INDEX IF NOT EXISTS agent_contacts_agent_idx ON agent_contacts(agent_id);

CREATE TABLE IF NOT EXISTS sessions (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  auth_key text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS tool_tokens (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  expires_at timestamptz NOT NULL
);

CREATE TABLE IF NOT EXISTS terms (
  terms_seq integer PRIMARY KEY,
  origin_url text NOT NULL,
  short_name text NOT NULL,
  for_login boolean NOT NULL DEFAULT true,
  for_logout boolean NOT NULL DEFAULT true
);

CREATE TABLE IF NOT EXISTS stats (
  id integer PRIMARY KEY,
  today_new_request_count integer NOT NULL,
  total_room_count integer NOT NULL,
  total_intermediation_count integer NOT NULL
);

CREATE TABLE IF NOT EXISTS notices (
  seq serial PRIMARY KEY,
  kind text NOT NULL, -- TEXT or EVENT
  user_id integer REFERENCES users(id), -- null: everyone
  title text NOT NULL,
  content text NOT NULL,
  expires integer,
  url text,
  img text,
  is_login_required boolean NOT NULL DEFAULT false,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX IF NOT EXISTS notices_kind_idx ON notices(kind, user_id);

CREATE TABLE IF NOT EXISTS gongsil_rooms (
  rooms_seq integer PRIMARY KEY,
  agent_id integer REFERENCES agents(id),
  bucket text NOT NULL, -- pick, preempt, complete or open
  room_type text NOT NULL,
  selling_type text NOT NULL,
  deposit integer NOT NULL,
  price integer NOT NULL,
  address text NOT NULL,
  detail_address text NOT NULL,
  status text NOT NULL,
  area_m2 double precision NOT NULL,
  floor text NOT NULL,
  saved_time timestamptz NOT NULL,
  updated_time timestamptz NOT NULL,
  request_memo text,
  requester_name text
);
CREATE INDEX IF NOT EXISTS gongsil_rooms_bucket_idx ON gongsil_rooms(bucket, agent_id);

CREATE TABLE IF NOT EXISTS agent_rooms (
  rooms_seq integer PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents(id),
  title text NOT NULL,
  address text NOT NULL,
  room_type text NOT NULL,
  selling_type text NOT NULL,
  deposit integer NOT NULL,
  price integer NOT NULL,
  status text NOT NULL,
  saved_time timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS agent_rooms_agent_idx ON agent_rooms(agent_id);

CREATE TABLE IF NOT EXISTS fake_reports (
  report_id text PRIMARY KEY,
  report_seq integer NOT NULL,
  user_id integer NOT NULL REFERENCES users(id),
  agent_id integer NOT NULL REFERENCES agents(id),
  kind text NOT NULL DEFAULT 'FAKE', -- FAKE or SAME_ADDRESS
  inflow_type text NOT NULL,
  rooms_seq integer,
  naver_room_num integer,
  reason_type text NOT NULL,
  reason_description text NOT NULL,
  building_use_type text NOT NULL,
  building_use_str text NOT NULL,
  lease_type text NOT NULL,
  deposit integer NOT NULL,
  price integer NOT NULL,
  address text NOT NULL,
  format_agent_contact text NOT NULL,
  saved_time timestamptz NOT NULL,
  deadline timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'PENDING', -- PENDING or DONE
  answer text,
  answered_at timestamptz
);
CREATE INDEX IF NOT EXISTS fake_reports_user_idx ON fake_reports(user_id, status, inflow_type);
CREATE INDEX IF NOT EXISTS fake_reports_agent_idx ON fake_reports(agent_id, status);

CREATE TABLE IF NOT EXISTS report_history (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  rooms_seq integer NOT NULL,
  inflow_type text NOT NULL,
  report_step text NOT NULL,
  warning text NOT NULL,
  penalty text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS report_history_user_idx ON report_history(user_id, id);

CREATE TABLE IF NOT EXISTS penalties (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id),
  cp_article_no text NOT NULL,
  cp_name text NOT NULL,
  warning_date date NOT NULL,
  penalty text NOT NULL
);
CREATE INDEX IF NOT EXISTS penalties_user_idx ON penalties(user_id);

CREATE TABLE IF NOT EXISTS product_options (
  kind text NOT NULL,
  id integer NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (kind, id)
);

CREATE TABLE IF NOT EXISTS orders (
  id serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents(id),
  user_id integer NOT NULL REFERENCES users(id),
  ordered_at timestamptz NOT NULL DEFAULT now(),
  total integer NOT NULL,
  discount_total integer NOT NULL
);
CREATE INDEX IF NOT EXISTS orders_agent_idx ON orders(agent_id, id);

CREATE TABLE IF NOT EXISTS order_lines (
  id serial PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders(id),
  agent_id integer NOT NULL REFERENCES agents(id),
  type integer NOT NULL,
  name text NOT NULL,
  day text NOT NULL,
  quantity integer NOT NULL,
  period_from date NOT NULL,
  period_to date NOT NULL,
  price integer NOT NULL,
  discount_price integer NOT NULL,
  total integer NOT NULL,
  is_renew boolean NOT NULL DEFAULT false,
  renew_id integer,
  option_kind text,
  option_id integer,
  option_name text
);
CREATE INDEX IF NOT EXISTS order_lines_order_idx ON order_lines(order_id);
CREATE INDEX IF NOT EXISTS order_lines_agent_idx ON order_lines(agent_id);

CREATE TABLE IF NOT EXISTS inquiries (
  inquiry_seq serial PRIMARY KEY,
  agent_id integer NOT NULL REFERENCES agents(id),
  tab text NOT NULL,
  customer_name text NOT NULL,
  message text NOT NULL,
  saved_time timestamptz NOT NULL,
  is_read boolean NOT NULL DEFAULT false
);
CREATE INDEX IF NOT EXISTS inquiries_agent_idx ON inquiries(agent_id, tab);

CREATE TABLE IF NOT EXISTS consult_requests (
  id serial PRIMARY KEY,
  kind text NOT NULL, -- JOIN or CONSULT
  name text NOT NULL,
  phone text NOT NULL,
  office_name text,
  region text,
  consult_type text,
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS password_reset_requests (
  id serial PRIMARY KEY,
  email text NOT NULL,
  phone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
