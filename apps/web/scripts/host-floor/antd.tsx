// bench:web's host floor: the same sign-in form with antd components, as antd's documentation
// sets them up (run-time styles; the app links a trimmed prebuilt stylesheet instead, which this
// single form cannot trim as the app's build does).
import { Button, Card, ConfigProvider, Form, Input } from 'antd';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <ConfigProvider>
    <main style={{ maxWidth: 360, margin: '40px auto' }}>
      <Card title="Sign in">
        <Form layout="vertical">
          <Form.Item label="Account" name="account">
            <Input />
          </Form.Item>
          <Form.Item label="Password" name="password">
            <Input.Password />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            Sign in
          </Button>
        </Form>
      </Card>
    </main>
  </ConfigProvider>,
);
